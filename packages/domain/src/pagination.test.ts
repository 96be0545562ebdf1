import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, type PageListItem, pageList } from './pagination.ts';

const render = (items: PageListItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(render(pageList(1, 1))).toBe('1');
    expect(render(pageList(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(render(pageList(1, 11_112))).toBe('1 2 3 … 11112');
    expect(render(pageList(500, 11_112))).toBe('1 … 498 499 500 501 502 … 11112');
    expect(render(pageList(11_112, 11_112))).toBe('1 … 11110 11111 11112');
  });

  it('shows a lone left-out page instead of a gap', () => {
    expect(render(pageList(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
    expect(render(pageList(4, 20))).toBe('1 2 3 4 5 6 … 20');
  });

  it('clamps a page outside the range', () => {
    expect(render(pageList(99, 5))).toBe('1 2 3 4 5');
    expect(pageList(1, 0)).toEqual([]);
  });

  it('always holds the current page, the ends, increasing numbers and at most nine entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }), (count, raw) => {
        const page = Math.min(raw, count);
        const items = pageList(page, count);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe('clampPage', () => {
  it('answers the requested page, or the last one past the end', () => {
    expect(clampPage(60, 2, 25)).toEqual({ page: 2, pageCount: 3, offset: 25 });
    expect(clampPage(60, 9, 25)).toEqual({ page: 3, pageCount: 3, offset: 50 });
    expect(clampPage(50, 3, 25)).toEqual({ page: 2, pageCount: 2, offset: 25 });
  });

  it('gives an empty list one page', () => {
    expect(clampPage(0, 4, 25)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});

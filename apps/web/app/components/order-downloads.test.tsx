import type { DownloadLink } from '@atelier/domain/orders';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Downloads } from './order-downloads';

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const link = (overrides: Partial<DownloadLink>): DownloadLink => ({
  designId: 'design-010',
  title: 'Hillside House',
  file: 'plan-set',
  label: 'Plan set (PDF)',
  url: '/download/token',
  expiresAt: '2026-12-27T00:00:00.000Z',
  usesLeft: 5,
  version: 1,
  changeNote: null,
  ...overrides,
});

const render = (downloads: DownloadLink[]) =>
  textOf(
    renderToString(
      <Downloads
        order={{
          lines: [
            {
              designId: 'design-010',
              title: 'Hillside House',
              licence: 'pdf',
              quantity: 1,
              unitPriceCents: 100,
              lineTotalCents: 100,
              options: [],
              buildSite: null,
            },
          ] as never,
          downloads,
        }}
      />,
    ),
  );

describe("an order's downloads", () => {
  it('names a single first version by its file alone', () => {
    const text = render([link({})]);
    expect(text).toContain('Plan set (PDF) 5 downloads left');
    expect(text).not.toContain('version');
  });

  it('lists a new version with what changed, and keeps the version bought', () => {
    const text = render([
      link({ version: 2, changeNote: 'Stair widened to 36 in.', url: '/download/v2' }),
      link({ version: 1, usesLeft: 0 }),
    ]);
    expect(text).toContain('Plan set (PDF), version 2 Version 2 — what changed: Stair widened to 36 in.');
    expect(text).toContain('Download Hillside House, Plan set (PDF), version 2');
    expect(text).toContain('Plan set (PDF), version 1 0 downloads left');
  });
});

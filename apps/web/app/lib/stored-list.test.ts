import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCopies } from './stored-list';

/** A page's globals as `browserCopies` uses them: local storage, the cookie and the protocol. */
function fakePage(protocol: 'http:' | 'https:', storage: Partial<Storage> = {}) {
  const items = new Map<string, string>();
  const document = { cookie: '' };
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    ...storage,
  });
  return { items, document };
}

const copies = browserCopies<string>({
  key: 'list',
  parse: (raw) => (raw ? (JSON.parse(raw) as string[]) : []),
  cookie: (list, { secure }) => `list=${list.join('|')}${secure ? '; Secure' : ''}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('browserCopies', () => {
  it('saves both copies at once, the cookie secure on https', () => {
    const page = fakePage('https:');
    copies.save(['a', 'b']);
    expect(page.document.cookie).toBe('list=a|b; Secure');
    expect(page.items.get('list')).toBe('["a","b"]');
    expect(copies.read()).toEqual(['a', 'b']);
  });

  it('keeps the cookie copy when local storage refuses, and reads unreadable storage as an empty list', () => {
    const page = fakePage('http:', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    copies.save(['a']);
    expect(page.document.cookie).toBe('list=a');
    expect(copies.read()).toEqual([]);
  });
});

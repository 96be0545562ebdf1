import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareHref,
  favouritesCookie,
  MAX_FAVOURITES,
  MAX_FAVOURITES_COOKIE_LENGTH,
  parseCompareIds,
  parseFavouritesCookie,
  parseStoredFavourites,
  serializeFavourites,
  setFavourite,
} from './favourites.ts';

describe('favourites cookie', () => {
  it('writes a version and ids in the order saved, and reads them back', () => {
    const value = serializeFavourites(['design-001', 'design-007']);
    expect(value).toBe('v1|design-001|design-007');
    expect(parseFavouritesCookie(value)).toEqual(['design-001', 'design-007']);
    expect(serializeFavourites([])).toBe('v1');
    expect(parseFavouritesCookie('v1')).toEqual([]);
  });

  it('is one cookie string for Set-Cookie and document.cookie alike, Secure on https', () => {
    expect(favouritesCookie(['design-001'], { secure: false })).toBe(
      'favourites=v1|design-001; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(favouritesCookie([], { secure: true })).toBe(
      'favourites=v1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('reads nothing from a missing, oversized or unknown-version value', () => {
    expect(parseFavouritesCookie(undefined)).toEqual([]);
    expect(parseFavouritesCookie(null)).toEqual([]);
    expect(parseFavouritesCookie('')).toEqual([]);
    expect(parseFavouritesCookie('design-001')).toEqual([]);
    expect(parseFavouritesCookie('v2|design-001')).toEqual([]);
    expect(parseFavouritesCookie(`v1|design-001|${'a'.repeat(MAX_FAVOURITES_COOKIE_LENGTH)}`)).toEqual([]);
  });

  it('drops tampered entries: bad ids, repeats, empty entries', () => {
    const tampered = [
      'v1',
      'design-001',
      '<script>',
      '../etc',
      'a b',
      '',
      'design-001',
      'design-002:1',
      'x'.repeat(65),
      'design-003',
    ];
    expect(parseFavouritesCookie(tampered.join('|'))).toEqual(['design-001', 'design-003']);
  });

  it('keeps at most 100 ids, and what it writes always fits the size limit', () => {
    const many = Array.from({ length: MAX_FAVOURITES + 20 }, (_, n) => `design-${n}`);
    expect(parseFavouritesCookie(serializeFavourites(many))).toEqual(many.slice(0, MAX_FAVOURITES));
    const longest = Array.from({ length: MAX_FAVOURITES }, (_, n) => `${'x'.repeat(60)}${String(n).padStart(4, '0')}`);
    const value = serializeFavourites(longest);
    expect(value.length).toBeLessThanOrEqual(MAX_FAVOURITES_COOKIE_LENGTH);
    expect(parseFavouritesCookie(value)).toEqual(longest.slice(0, parseFavouritesCookie(value).length));
    expect(parseFavouritesCookie(value).length).toBeGreaterThan(50);
  });

  it('never throws and always reads back what it writes, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const ids = parseFavouritesCookie(`v1|${raw}`);
        expect(ids.length).toBeLessThanOrEqual(MAX_FAVOURITES);
        expect(new Set(ids).size).toBe(ids.length);
        expect(parseFavouritesCookie(serializeFavourites(ids))).toEqual(ids);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,64}$/), { maxLength: 150 }), (ids) => {
        const value = serializeFavourites(ids);
        expect(value.length).toBeLessThanOrEqual(MAX_FAVOURITES_COOKIE_LENGTH);
        expect(serializeFavourites(parseFavouritesCookie(value))).toBe(value);
      }),
    );
  });
});

describe('favourite changes', () => {
  it('saves once, at the end, and removes', () => {
    let ids = setFavourite([], 'design-001', true);
    ids = setFavourite(ids, 'design-002', true);
    ids = setFavourite(ids, 'design-001', true);
    expect(ids).toEqual(['design-001', 'design-002']);
    expect(setFavourite(ids, 'design-001', false)).toEqual(['design-002']);
    expect(setFavourite(ids, 'design-009', false)).toEqual(ids);
  });

  it('takes no new design into a full list', () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, n) => `design-${n}`);
    expect(setFavourite(full, 'design-new', true)).toEqual(full);
  });

  it('restores local storage defensively', () => {
    expect(parseStoredFavourites(null)).toEqual([]);
    expect(parseStoredFavourites('not json')).toEqual([]);
    expect(parseStoredFavourites('{"id":"design-001"}')).toEqual([]);
    expect(parseStoredFavourites('["design-001", 3, "bad id", "design-001", "design-002"]')).toEqual([
      'design-001',
      'design-002',
    ]);
  });
});

describe('compare ids', () => {
  it('reads a comma list or repeated parameters, drops malformed ids and repeats', () => {
    expect(parseCompareIds(['design-001,design-002'])).toEqual(['design-001', 'design-002']);
    expect(parseCompareIds(['design-001', 'design-003,design-001', '', '<x>'])).toEqual(['design-001', 'design-003']);
    expect(parseCompareIds([])).toEqual([]);
  });

  it('links to the comparison of these designs', () => {
    expect(compareHref(['design-001', 'design-002'])).toBe('/compare?ids=design-001,design-002');
    expect(compareHref([])).toBe('/compare');
  });
});

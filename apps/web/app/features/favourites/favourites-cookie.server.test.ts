import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeFavourites } from './favourites-action.server';
import { loadServerFavourites, returnPath } from './favourites-cookie.server';

/** Published designs of a stand-in catalogue (only the one service these functions read). */
const published = new Set(['design-001', 'design-003']);
const context = {
  services: {
    catalog: {
      async designsByIds(ids: readonly string[]) {
        return ids.filter((id) => published.has(id)).map((id) => ({ id, title: id }));
      },
    },
  },
} as unknown as AppLoadContext;

const request = (cookie: string | null, body?: Record<string, string>) =>
  new Request('http://localhost:4173/favourites', {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(cookie === null ? {} : { cookie }),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });

describe('where a heart form sends the visitor back', () => {
  it('keeps a path on this site, with its query', () => {
    expect(returnPath('/marketplace?sort=price-asc&page=2', request(null))).toBe('/marketplace?sort=price-asc&page=2');
    expect(returnPath('/design/design-001', request(null))).toBe('/design/design-001');
  });

  it('never another site, however the path is spelled', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/\t/evil.example',
      '',
      undefined,
      null,
    ]) {
      expect(returnPath(value, request(null)), String(value)).toBe('/favourites');
    }
  });
});

describe('the favourites the server renders and changes', () => {
  it('drops unknown and unpublished designs, and tells a missing cookie from an empty list', async () => {
    expect(await loadServerFavourites(request('favourites=v1|design-003|design-draft|design-001'), context)).toEqual({
      ids: ['design-003', 'design-001'],
      stored: true,
    });
    expect(await loadServerFavourites(request('favourites=v1'), context)).toEqual({ ids: [], stored: true });
    expect(await loadServerFavourites(request(null), context)).toEqual({ ids: [], stored: false });
  });

  it('saves and removes from a form (a repeated post changes nothing) and checks a script`s list', async () => {
    const save = { designId: 'design-003', saved: 'true', returnTo: '/marketplace' };
    expect(await changeFavourites(request('favourites=v1|design-001', save), context)).toEqual({
      ok: true,
      enhanced: false,
      ids: ['design-001', 'design-003'],
      returnTo: '/marketplace',
    });
    expect(await changeFavourites(request('favourites=v1|design-001|design-003', save), context)).toMatchObject({
      ids: ['design-001', 'design-003'],
    });
    const remove = { designId: 'design-001', saved: 'false', returnTo: '//evil.example' };
    expect(await changeFavourites(request('favourites=v1|design-001|design-003', remove), context)).toEqual({
      ok: true,
      enhanced: false,
      ids: ['design-003'],
      returnTo: '/favourites',
    });
    expect(
      await changeFavourites(request(null, { intent: 'check', favourites: 'v1|design-001|design-draft' }), context),
    ).toEqual({ ok: true, enhanced: true, ids: ['design-001'] });
    expect(await changeFavourites(request(null, { designId: '<script>', saved: 'true' }), context)).toEqual({
      ok: false,
      status: 400,
      error: 'This design is not available.',
    });
  });
});

import { MAX_CART_COOKIE_LENGTH } from '@atelier/domain/cart';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../lib/cookie-value';
import { changeCart } from './cart-action.server';
import { cartCookieHeader, loadServerCart, readCartCookie } from './cart-cookie.server';

/** Published designs of the fake catalogue; `design-draft` exists only as a draft, so it is never found. */
const published = new Map(
  [
    { id: 'design-001', title: 'Modern Coastal Villa', image: '/media/designs/design-001', price: 450000 },
    { id: 'design-003', title: 'Mountain Timber Cabin', image: '/media/designs/design-003', price: 175000 },
  ].map((design) => [design.id, design]),
);
const queries: string[][] = [];
// Only the one service the cart reads; the rest of the load context is not needed here.
const context = {
  services: {
    catalog: {
      async designsByIds(ids: readonly string[]) {
        queries.push([...ids]);
        return ids.flatMap((id) => published.get(id) ?? []);
      },
    },
  },
} as unknown as AppLoadContext;

const request = (cookie: string | null, body?: Record<string, string>, origin = 'http://localhost:4173') =>
  new Request(`${origin}/cart`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(cookie === null ? {} : { cookie }),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });

describe('reading the cart cookie', () => {
  it('finds the cart among other cookies and tells a missing cookie from an empty cart', () => {
    expect(cookieValue('theme=dark; cart=v1|design-001:2; other=x', 'cart')).toBe('v1|design-001:2');
    expect(cookieValue('mycart=v1|design-001:2', 'cart')).toBeNull();
    expect(cookieValue(null, 'cart')).toBeNull();
    expect(readCartCookie(request(null))).toEqual({ lines: [], stored: false });
    expect(readCartCookie(request('cart=v1'))).toEqual({ lines: [], stored: true });
  });

  it('prices the cart from the database and drops unknown and unpublished designs and bad numbers', async () => {
    const tampered = 'cart=v1|design-001:3|design-draft:1|no-such-design:2|design-003:NaN|design-003:-1|design-003:2';
    expect(await loadServerCart(request(tampered), context)).toEqual({
      stored: true,
      items: [
        {
          id: 'design-001',
          title: 'Modern Coastal Villa',
          image: '/media/designs/design-001',
          price: 450000,
          quantity: 3,
        },
        {
          id: 'design-003',
          title: 'Mountain Timber Cabin',
          image: '/media/designs/design-003',
          price: 175000,
          quantity: 2,
        },
      ],
    });
  });

  it('reads garbage, oversized and foreign values as an empty cart without asking the database', async () => {
    queries.length = 0;
    for (const value of ['%%%', `v1|${'design-001:1|'.repeat(MAX_CART_COOKIE_LENGTH)}`, '{"a":1}', 'v9|design-001:1']) {
      expect((await loadServerCart(request(`cart=${value}`), context)).items).toEqual([]);
    }
    expect(queries).toEqual([]);
  });

  it('writes a Lax cookie, Secure on an https site', () => {
    const lines = [{ designId: 'design-001', quantity: 2 }];
    expect(cartCookieHeader(lines, request(null))).toBe('cart=v1|design-001:2; Path=/; Max-Age=7776000; SameSite=Lax');
    expect(cartCookieHeader([], request(null, undefined, 'https://shop.example'))).toMatch(/^cart=v1; .*; Secure$/);
  });
});

describe('cart forms', () => {
  const change = async (cookie: string | null, body: Record<string, string>) => {
    const result = await changeCart(request(cookie, body), context);
    return result.ok ? result.items.map((item) => `${item.id}:${item.quantity}`) : result;
  };

  it('adds a design, raising one already there by 1, and ignores designs not for sale', async () => {
    expect(await change(null, { intent: 'add', designId: 'design-001' })).toEqual(['design-001:1']);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-003' })).toEqual([
      'design-001:1',
      'design-003:1',
    ]);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-001' })).toEqual(['design-001:2']);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-draft' })).toEqual(['design-001:1']);
  });

  it('sets quantities within 1..99, removes, clears, and checks a whole cart', async () => {
    const cookie = 'cart=v1|design-001:2|design-003:1';
    expect(await change(cookie, { intent: 'update', designId: 'design-001', quantity: '0' })).toEqual([
      'design-001:1',
      'design-003:1',
    ]);
    expect(await change(cookie, { intent: 'update', designId: 'design-003', quantity: '500' })).toEqual([
      'design-001:2',
      'design-003:99',
    ]);
    expect(await change(cookie, { intent: 'update', designId: 'design-003', quantity: 'lots' })).toEqual([
      'design-001:2',
      'design-003:1',
    ]);
    expect(await change(cookie, { intent: 'remove', designId: 'design-001' })).toEqual(['design-003:1']);
    expect(await change(cookie, { intent: 'clear' })).toEqual([]);
    expect(await change(cookie, { intent: 'check', cart: 'v1|design-003:4|design-draft:1' })).toEqual(['design-003:4']);
  });

  it('refuses unknown intents and malformed ids with a 400, never an exception', async () => {
    expect(await change(null, { intent: 'buy-everything' })).toMatchObject({ ok: false, status: 400 });
    expect(await change(null, { intent: 'add', designId: '../../etc' })).toMatchObject({ ok: false, status: 400 });
    const unreadable = new Request('http://localhost:4173/cart', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(await changeCart(unreadable, context)).toMatchObject({ ok: false, status: 400 });
  });
});

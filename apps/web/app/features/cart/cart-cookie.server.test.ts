import { MAX_CART_COOKIE_LENGTH } from '@atelier/domain/cart';
import { cookieValue } from '@atelier/domain/cookie-list';
import { designLicenceOptions } from '@atelier/domain/licences';
import {
  DEFAULT_PLAN_OPTIONS,
  designPlanOptions,
  type PlanOptionSettings,
  planOptionsTotal,
} from '@atelier/domain/plan-options';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeCart } from './cart-action.server';
import { cartCookieHeader, loadServerCart, readCartCookie } from './cart-cookie.server';

/** A sale of 20% off the office (decision 050): its price is the reduced one, the regular one beside it. */
const officeSale = { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 650000 };
/**
 * Published designs of the fake catalogue; `design-draft` exists only as a draft, so it is never found.
 * The office is on sale.
 */
const published = new Map(
  [
    { id: 'design-001', title: 'Modern Coastal Villa', image: '/media/designs/design-001', price: 450000, sale: null },
    { id: 'design-003', title: 'Mountain Timber Cabin', image: '/media/designs/design-003', price: 175000, sale: null },
    {
      id: 'design-008',
      title: 'Corporate Office Hub',
      image: '/media/designs/design-008',
      price: 520000,
      sale: officeSale,
    },
  ].map((design) => [design.id, design]),
);
/** The extra licences staff priced (decision 032): the villa offers CAD files and unlimited builds, the cabin none. */
const extras = new Map([
  [
    'design-001',
    [
      { licence: 'cad', priceCents: 1125000 },
      { licence: 'unlimited', priceCents: 1800000 },
    ],
  ],
]);
/**
 * The plan options of each design (decision 043): the villa is drawn on piers and offers everything the
 * studio offers; the cabin, on a crawlspace, offers the reverse only.
 */
const planOptions = new Map([
  ['design-001', { foundation: 'pier', offered: null }],
  ['design-003', { foundation: 'crawlspace', offered: ['reverse'] }],
]);
const queries: string[][] = [];
const licenceQueries: string[][] = [];
const planOptionQueries: string[][] = [];
// Only the reads the cart makes, answering as the services do; the rest of the load context is not
// needed here.
const context = {
  services: {
    settings: { planOptions: { current: async () => DEFAULT_PLAN_OPTIONS } },
    designPlanOptions: {
      async forDesigns(ids: readonly string[], studio: PlanOptionSettings) {
        planOptionQueries.push([...ids]);
        return new Map(
          ids.flatMap((id) => {
            const design = planOptions.get(id);
            return design ? [[id, designPlanOptions(studio, design.foundation, design.offered)] as const] : [];
          }),
        );
      },
    },
    catalog: {
      async designsByIds(ids: readonly string[]) {
        queries.push([...ids]);
        return ids.flatMap((id) => published.get(id) ?? []);
      },
      async licenceOptions(designs: readonly (Parameters<typeof designLicenceOptions>[0] & { id: string })[]) {
        licenceQueries.push(designs.map((design) => design.id));
        return new Map(designs.map((design) => [design.id, designLicenceOptions(design, extras.get(design.id) ?? [])]));
      },
    },
  },
} as unknown as AppLoadContext;

/** A form's fields; a list is sent as the same field repeated (the add-on checkboxes). */
type Body = Record<string, string | readonly string[]>;

const formBody = (body: Body) =>
  new URLSearchParams(
    Object.entries(body).flatMap(([name, value]) =>
      (typeof value === 'string' ? [value] : value).map((one) => [name, one]),
    ),
  ).toString();

const request = (cookie: string | null, body?: Body, origin = 'http://localhost:4173') =>
  new Request(`${origin}/cart`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(cookie === null ? {} : { cookie }),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body ? { body: formBody(body) } : {}),
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
          licence: 'pdf-single',
          quantity: 3,
          options: [],
        },
        {
          id: 'design-003',
          title: 'Mountain Timber Cabin',
          image: '/media/designs/design-003',
          price: 175000,
          licence: 'pdf-single',
          quantity: 2,
          options: [],
        },
      ],
    });
  });

  it('prices each line by its licence, with one query for all, and drops licences no longer offered', async () => {
    queries.length = 0;
    licenceQueries.length = 0;
    const cookie = 'cart=v1|design-001:3:cad|design-003:1:cad|design-003:2:unlimited';
    expect(await loadServerCart(request(cookie), context)).toEqual({
      stored: true,
      items: [
        {
          id: 'design-001',
          title: 'Modern Coastal Villa',
          image: '/media/designs/design-001',
          price: 1125000,
          licence: 'cad',
          quantity: 1,
          options: [],
        },
      ],
    });
    expect(queries).toEqual([['design-001', 'design-003']]);
    expect(licenceQueries).toEqual([['design-001', 'design-003']]);
    // A cart of base licences is priced by the designs alone.
    licenceQueries.length = 0;
    expect((await loadServerCart(request('cart=v1|design-001:2|design-003:1'), context)).items).toHaveLength(2);
    expect(licenceQueries).toEqual([]);
  });

  it('prices a design on sale at its reduced price, under the base licence as under the others', async () => {
    extras.set('design-008', [{ licence: 'cad', priceCents: 1625000 }]);
    try {
      const prices = async (cookie: string) =>
        (await loadServerCart(request(cookie), context)).items.map((item) => [item.licence, item.price]);
      expect(await prices('cart=v1|design-008:1')).toEqual([['pdf-single', 520000]]);
      expect(await prices('cart=v1|design-008:1:cad')).toEqual([['cad', 1300000]]);
    } finally {
      extras.delete('design-008');
    }
  });

  it("prices each line's options from its design's offer, dropping those it no longer offers", async () => {
    planOptionQueries.length = 0;
    // The villa keeps a basement and a reverse; the cabin offers the reverse only, so its line loses the
    // basement and the materials list but stays in the cart.
    const cookie = 'cart=v1|design-001:1:pdf-single:br|design-003:2:pdf-single:bm';
    const { items } = await loadServerCart(request(cookie), context);
    expect(items.map(({ id, quantity, options }) => ({ id, quantity, options }))).toEqual([
      {
        id: 'design-001',
        quantity: 1,
        options: [
          { id: 'basement', priceCents: 39500 },
          { id: 'reverse', priceCents: 10000 },
        ],
      },
      { id: 'design-003', quantity: 2, options: [] },
    ]);
    expect(planOptionQueries).toEqual([['design-001', 'design-003']]);
    // A design's own foundation is never sold, and a tampered cookie's second foundation is dropped.
    const tampered = await loadServerCart(request('cart=v1|design-001:1:pdf-single:psbr'), context);
    expect(tampered.items.map(({ options }) => options)).toEqual([
      [
        { id: 'slab', priceCents: 25000 },
        { id: 'reverse', priceCents: 10000 },
      ],
    ]);
    // A cart without options does not read the offers.
    planOptionQueries.length = 0;
    expect((await loadServerCart(request('cart=v1|design-001:1:cad|design-003:2'), context)).items).toHaveLength(2);
    expect(planOptionQueries).toEqual([]);
  });

  it('reads garbage, oversized and foreign values as an empty cart without asking the database', async () => {
    queries.length = 0;
    for (const value of ['%%%', `v1|${'design-001:1|'.repeat(MAX_CART_COOKIE_LENGTH)}`, '{"a":1}', 'v9|design-001:1']) {
      expect((await loadServerCart(request(`cart=${value}`), context)).items).toEqual([]);
    }
    expect(queries).toEqual([]);
  });

  it('writes a Lax cookie, Secure on an https site', () => {
    const lines = [
      { designId: 'design-001', licence: 'pdf-single', quantity: 2, options: [] },
      { designId: 'design-003', licence: 'cad', quantity: 1, options: ['reverse'] },
    ] as const;
    expect(cartCookieHeader(lines, request(null))).toBe(
      'cart=v1|design-001:2|design-003:1:cad:r; Path=/; Max-Age=7776000; SameSite=Lax',
    );
    expect(cartCookieHeader([], request(null, undefined, 'https://shop.example'))).toMatch(/^cart=v1; .*; Secure$/);
  });
});

describe('cart forms', () => {
  /**
   * Each line as `id:quantity[:licence]` (the cookie's entry) and its unit price, then its options and
   * their price when it has any.
   */
  const change = async (cookie: string | null, body: Body) => {
    const result = await changeCart(request(cookie, body), context);
    if (!result.ok) return result;
    return result.items.map((item) =>
      [item.id, item.quantity, ...(item.licence === 'pdf-single' ? [] : [item.licence])]
        .join(':')
        .concat(` ${item.price}`)
        .concat(
          item.options.length > 0
            ? ` ${item.options.map((option) => option.id).join('+')} ${planOptionsTotal(item.options)}`
            : '',
        ),
    );
  };

  it('adds a design, raising one already there by 1, and ignores designs not for sale', async () => {
    expect(await change(null, { intent: 'add', designId: 'design-001' })).toEqual(['design-001:1 450000']);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-003' })).toEqual([
      'design-001:1 450000',
      'design-003:1 175000',
    ]);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-001' })).toEqual([
      'design-001:2 450000',
    ]);
    expect(await change('cart=v1|design-001:1', { intent: 'add', designId: 'design-draft' })).toEqual([
      'design-001:1 450000',
    ]);
  });

  it('adds under the licence chosen: once for CAD, switching a line to another licence at 1', async () => {
    const cad = { intent: 'add', designId: 'design-001', licence: 'cad' };
    expect(await change(null, cad)).toEqual(['design-001:1:cad 1125000']);
    expect(await change('cart=v1|design-001:1:cad', cad)).toEqual(['design-001:1:cad 1125000']);
    expect(await change('cart=v1|design-003:1|design-001:4', cad)).toEqual([
      'design-003:1 175000',
      'design-001:1:cad 1125000',
    ]);
    const single = { intent: 'add', designId: 'design-001', licence: 'pdf-single' };
    expect(await change('cart=v1|design-001:1:unlimited|design-003:2', single)).toEqual([
      'design-001:1 450000',
      'design-003:2 175000',
    ]);
    // A licence the design does not offer is not added, as an unpublished design is not.
    expect(await change('cart=v1|design-001:2', { intent: 'add', designId: 'design-003', licence: 'cad' })).toEqual([
      'design-001:2 450000',
    ]);
  });

  it('refuses a licence that is not one of ours rather than selling the base licence', async () => {
    for (const licence of ['gold', '', 'CAD']) {
      expect(await change('cart=v1|design-001:2', { intent: 'add', designId: 'design-001', licence })).toMatchObject({
        ok: false,
        status: 400,
        error: 'This licence is not available.',
      });
    }
  });

  it('adds with the plan options chosen, and other options switch the line back to 1', async () => {
    const basementAndReverse = {
      intent: 'add',
      designId: 'design-001',
      licence: 'pdf-single',
      foundation: 'basement',
      option: ['reverse'],
    };
    expect(await change(null, basementAndReverse)).toEqual(['design-001:1 450000 basement+reverse 49500']);
    expect(await change('cart=v1|design-001:3', basementAndReverse)).toEqual([
      'design-001:1 450000 basement+reverse 49500',
    ]);
    // The same options again: one more build, the options still bought once.
    expect(await change('cart=v1|design-001:1:pdf-single:br', basementAndReverse)).toEqual([
      'design-001:2 450000 basement+reverse 49500',
    ]);
    // The design's own foundation, as the radio chosen at first sends it, adds nothing.
    const asDrawn = { intent: 'add', designId: 'design-001', foundation: 'pier', option: ['materials-list'] };
    expect(await change(null, asDrawn)).toEqual(['design-001:1 450000 materials-list 15000']);
    expect(await change(null, { ...asDrawn, option: [] })).toEqual(['design-001:1 450000']);
  });

  it('refuses two foundations and options that are unknown or not offered, leaving the cart as it was', async () => {
    const refusals = [
      [{ foundation: ['basement', 'slab'] }, 'Choose one foundation.'],
      [{ foundation: 'basement', option: ['slab'] }, 'Choose one foundation.'],
      [{ option: ['jacuzzi'] }, 'This option is not offered.'],
      [{ designId: 'design-003', option: ['materials-list'] }, 'Materials list is not offered for this design.'],
    ] as const;
    for (const [fields, error] of refusals) {
      const body = { intent: 'add', designId: 'design-001', ...fields };
      expect(await change('cart=v1|design-001:1', body)).toEqual({ ok: false, status: 400, error });
    }
  });

  it('sets quantities within 1..99, removes, clears, and checks a whole cart', async () => {
    const cookie = 'cart=v1|design-001:2|design-003:1';
    expect(await change(cookie, { intent: 'update', designId: 'design-001', quantity: '0' })).toEqual([
      'design-001:1 450000',
      'design-003:1 175000',
    ]);
    expect(await change(cookie, { intent: 'update', designId: 'design-003', quantity: '500' })).toEqual([
      'design-001:2 450000',
      'design-003:99 175000',
    ]);
    expect(await change(cookie, { intent: 'update', designId: 'design-003', quantity: 'lots' })).toEqual([
      'design-001:2 450000',
      'design-003:1 175000',
    ]);
    expect(await change(cookie, { intent: 'remove', designId: 'design-001' })).toEqual(['design-003:1 175000']);
    expect(await change(cookie, { intent: 'clear' })).toEqual([]);
    expect(await change(cookie, { intent: 'check', cart: 'v1|design-003:4|design-draft:1' })).toEqual([
      'design-003:4 175000',
    ]);
  });

  it('keeps a licence not bought per build at 1 and checks licences with the cart', async () => {
    const cookie = 'cart=v1|design-001:1:cad|design-003:1';
    expect(await change(cookie, { intent: 'update', designId: 'design-001', quantity: '3' })).toEqual([
      'design-001:1:cad 1125000',
      'design-003:1 175000',
    ]);
    expect(await change(null, { intent: 'check', cart: 'v1|design-001:1:unlimited|design-003:2:cad' })).toEqual([
      'design-001:1:unlimited 1800000',
    ]);
    // Options too: the browser's cart is priced as the cookie's, an option no longer offered dropped.
    expect(await change(null, { intent: 'check', cart: 'v1|design-001:1:cad:wm|design-003:1:pdf-single:rm' })).toEqual([
      'design-001:1:cad 1125000 walkout-basement+materials-list 64500',
      'design-003:1 175000 reverse 10000',
    ]);
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartItem,
  cartCookie,
  cartLineBreakdown,
  cartLinesOf,
  cartTotals,
  clampQuantity,
  MAX_CART_COOKIE_LENGTH,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  parseCartCookie,
  parseStoredCart,
  removeFromCart,
  serializeCartLines,
  updateCartQuantity,
} from './cart.ts';

const villa = {
  id: 'design-001',
  title: 'Villa',
  image: '/v',
  price: 450000,
  licence: 'pdf-single',
  options: [],
} as const;
const cabin = {
  id: 'design-003',
  title: 'Cabin',
  image: '/c',
  price: 175000,
  licence: 'pdf-single',
  options: [],
} as const;
const villaCad = { ...villa, price: 1125000, licence: 'cad' } as const;

describe('cart rules', () => {
  it('appends a new design with quantity 1 and raises a present one by 1', () => {
    let items = addToCart([], villa);
    items = addToCart(items, cabin);
    items = addToCart(items, villa);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['design-001', 2],
      ['design-003', 1],
    ]);
  });

  it('switches a design to another licence at quantity 1, and keeps other licences at 1 (decision 032)', () => {
    let items = addToCart(addToCart([], villa), villa);
    items = addToCart(addToCart(items, cabin), villaCad);
    expect(items.map((item) => [item.id, item.licence, item.price, item.quantity])).toEqual([
      ['design-001', 'cad', 1125000, 1],
      ['design-003', 'pdf-single', 175000, 1],
    ]);
    expect(addToCart(items, villaCad)[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, 'design-001', 4)[0]?.quantity).toBe(1);
    expect(clampQuantity(4, 'unlimited')).toBe(1);
    expect(addToCart(items, villa)[0]).toEqual({ ...villa, quantity: 1 });
  });

  it('never lets a quantity fall below 1', () => {
    const items = addToCart([], villa);
    expect(updateCartQuantity(items, 'design-001', 0)[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, 'design-001', -5)[0]?.quantity).toBe(1);
    expect(updateCartQuantity(items, 'design-001', 4)[0]?.quantity).toBe(4);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('removes by id and totals items and subtotal', () => {
    const items = updateCartQuantity(addToCart(addToCart([], villa), cabin), 'design-003', 3);
    expect(cartTotals(items)).toEqual({ totalItems: 4, subtotal: 450000 + 3 * 175000 });
    expect(removeFromCart(items, 'design-001').map((item) => item.id)).toEqual(['design-003']);
    expect(cartTotals([])).toEqual({ totalItems: 0, subtotal: 0 });
  });

  it('restores a stored cart and drops anything malformed', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...villa, quantity: 0 }, { id: 3 }]))).toEqual([
      { ...villa, quantity: 1 },
    ]);
  });

  it('reads a cart stored before licences as the base licence, and drops unknown licences', () => {
    const { licence: _, ...old } = villa;
    const stored = [
      { ...old, quantity: 2 },
      { ...cabin, licence: 'commercial', quantity: 1 },
      { ...villaCad, id: 'design-002', quantity: 3 },
    ];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([
      { ...villa, quantity: 2 },
      { ...villaCad, id: 'design-002', quantity: 1 },
    ]);
  });
});

describe('a cart line with plan options', () => {
  const withOptions: CartItem = {
    ...villa,
    quantity: 2,
    options: [
      { id: 'basement', priceCents: 39_500 },
      { id: 'reverse', priceCents: 10_000 },
    ],
  };

  it('reads as the order will: the licence for its builds, then each option at its own price', () => {
    expect(cartLineBreakdown(withOptions)).toEqual([
      { label: 'PDF plan set, 2 builds × $4,500.00', cents: 900_000 },
      { label: 'Basement foundation', cents: 39_500, option: expect.objectContaining({ id: 'basement' }) },
      { label: 'Right-reading reverse', cents: 10_000, option: expect.objectContaining({ id: 'reverse' }) },
    ]);
    expect(cartTotals([withOptions]).subtotal).toBe(900_000 + 49_500);
  });

  it('keeps its options in the cookie by id, and is the same line again only with the same options', () => {
    expect(cartLinesOf([withOptions])[0]?.options).toEqual(['basement', 'reverse']);
    const items = addToCart([withOptions], { ...withOptions, options: [{ id: 'basement', priceCents: 39_500 }] });
    expect(items[0]).toMatchObject({ quantity: 1, options: [{ id: 'basement', priceCents: 39_500 }] });
    expect(addToCart([withOptions], withOptions)[0]?.quantity).toBe(3);
  });

  it('is restored with each option’s price; a cart stored with one sum for its options keeps that sum', () => {
    expect(parseStoredCart(JSON.stringify([withOptions]))).toEqual([withOptions]);
    const old = { ...villa, quantity: 1, options: ['reverse', 'basement', 'gazebo'], optionsPrice: 49_500 };
    expect(parseStoredCart(JSON.stringify([old]))[0]?.options).toEqual([
      { id: 'basement', priceCents: 49_500 },
      { id: 'reverse', priceCents: 0 },
    ]);
    const tampered = { ...withOptions, options: [{ id: 'basement', priceCents: -1 }] };
    expect(parseStoredCart(JSON.stringify([tampered]))).toEqual([]);
  });
});

describe('cart limits', () => {
  it('takes no new design into a full cart, but still raises one already in it', () => {
    let items: CartItem[] = [];
    for (let n = 0; n < MAX_CART_LINES + 5; n++) {
      items = addToCart(items, { ...villa, id: `design-${n}` });
    }
    expect(items).toHaveLength(MAX_CART_LINES);
    expect(addToCart(items, { ...villa, id: 'design-0' })[0]?.quantity).toBe(2);
  });

  it('drops stored items whose id could not be a design, repeats, and lines past the limit', () => {
    const stored = [
      { ...villa, quantity: 1 },
      { ...villa, quantity: 5 },
      { ...cabin, id: 'bad id;', quantity: 1 },
      ...Array.from({ length: MAX_CART_LINES + 3 }, (_, n) => ({ ...cabin, id: `design-x${n}`, quantity: 1 })),
    ];
    const restored = parseStoredCart(JSON.stringify(stored));
    expect(restored).toHaveLength(MAX_CART_LINES);
    expect(restored[0]).toEqual({ ...villa, quantity: 1 });
    expect(restored.some((item) => item.id === 'bad id;')).toBe(false);
  });
});

describe('cart cookie', () => {
  it('writes a version and id:quantity pairs, in cart order, and reads them back', () => {
    const items = updateCartQuantity(addToCart(addToCart([], villa), cabin), 'design-001', 2);
    const value = serializeCartLines(cartLinesOf(items));
    expect(value).toBe('v1|design-001:2|design-003:1');
    expect(parseCartCookie(value)).toEqual([
      { designId: 'design-001', licence: 'pdf-single', quantity: 2, options: [] },
      { designId: 'design-003', licence: 'pdf-single', quantity: 1, options: [] },
    ]);
    expect(serializeCartLines([])).toBe('v1');
    expect(parseCartCookie('v1')).toEqual([]);
  });

  it('adds the licence as a third field unless it is the base licence', () => {
    const value = serializeCartLines(cartLinesOf(addToCart(addToCart([], villaCad), cabin)));
    expect(value).toBe('v1|design-001:1:cad|design-003:1');
    expect(parseCartCookie('v1|design-001:4:unlimited|design-003:2:pdf-single')).toEqual([
      { designId: 'design-001', licence: 'unlimited', quantity: 1, options: [] },
      { designId: 'design-003', licence: 'pdf-single', quantity: 2, options: [] },
    ]);
  });

  it('is one cookie string for Set-Cookie and document.cookie alike, Secure on https', () => {
    expect(
      cartCookie([{ designId: 'design-001', licence: 'pdf-single', quantity: 2, options: [] }], { secure: false }),
    ).toBe('cart=v1|design-001:2; Path=/; Max-Age=7776000; SameSite=Lax');
    expect(cartCookie([], { secure: true })).toBe('cart=v1; Path=/; Max-Age=7776000; SameSite=Lax; Secure');
  });

  it('reads nothing from a missing, oversized or unknown-version value', () => {
    expect(parseCartCookie(undefined)).toEqual([]);
    expect(parseCartCookie('')).toEqual([]);
    expect(parseCartCookie('design-001:1')).toEqual([]);
    expect(parseCartCookie('v2|design-001:1')).toEqual([]);
    expect(parseCartCookie(`v1|design-001:1|${'a'.repeat(MAX_CART_COOKIE_LENGTH)}:1`)).toEqual([]);
  });

  it('drops tampered entries: bad ids, bad numbers, repeats; clamps quantities to 1..99', () => {
    const tampered = [
      'v1',
      'design-001:0',
      'design-002:5000',
      'design-003:-2',
      'design-004:2.5',
      'design-005:1e2',
      'design-006:abc',
      'design-007:',
      'design-008',
      '<script>:1',
      '../etc:1',
      ':3',
      'design-001:7',
      'design-009:3:commercial',
      'design-011:3:cad:extra',
      'design-010:12345',
      '',
    ].join('|');
    expect(parseCartCookie(tampered)).toEqual([
      { designId: 'design-001', licence: 'pdf-single', quantity: 1, options: [] },
      { designId: 'design-002', licence: 'pdf-single', quantity: 99, options: [] },
    ]);
    expect(parseCartCookie('v1|design-002:5000|design-003:0099')).toEqual([
      { designId: 'design-002', licence: 'pdf-single', quantity: 99, options: [] },
      { designId: 'design-003', licence: 'pdf-single', quantity: 99, options: [] },
    ]);
  });

  it('keeps at most the line limit, and what it writes always fits the size limit', () => {
    const longId = 'x'.repeat(64);
    const lines = Array.from({ length: MAX_CART_LINES + 10 }, (_, n) => ({
      designId: `${longId.slice(0, 60)}${String(n).padStart(4, '0')}`,
      licence: 'pdf-single' as const,
      quantity: MAX_CART_QUANTITY,
      options: ['walkout-basement' as const, 'reverse' as const, 'materials-list' as const],
    }));
    const value = serializeCartLines(lines);
    expect(value.length).toBeLessThanOrEqual(MAX_CART_COOKIE_LENGTH);
    expect(parseCartCookie(value)).toHaveLength(MAX_CART_LINES);
    expect(
      serializeCartLines([
        { designId: 'a b', licence: 'pdf-single', quantity: 1, options: [] },
        { designId: 'ok', licence: 'pdf-single', quantity: 1.5, options: [] },
      ]),
    ).toBe('v1');
  });

  it('never throws and always reads back what it writes, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const lines = parseCartCookie(`v1|${raw}`);
        expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
        expect(parseCartCookie(serializeCartLines(lines))).toEqual(lines);
      }),
    );
  });
});

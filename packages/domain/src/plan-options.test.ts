import { describe, expect, it } from 'vitest';
import { addToCart, parseCartCookie, serializeCartLines } from './cart.ts';
import {
  choosePlanOptions,
  DEFAULT_PLAN_OPTIONS,
  designPlanOptions,
  keepOfferedOptions,
  leadTimeText,
  planOptionsFromCodes,
  planOptionsTotal,
} from './plan-options.ts';

describe('a design’s plan options', () => {
  it('include its own foundation, sell the others the studio offers, and the add-ons', () => {
    const offer = designPlanOptions(DEFAULT_PLAN_OPTIONS, 'basement', null);
    expect(offer.includedFoundation).toBe('basement');
    expect(offer.foundations.map((option) => option.id)).toEqual(['slab', 'crawlspace', 'walkout-basement', 'pier']);
    expect(offer.addOns.map((option) => option.label)).toEqual(['Right-reading reverse', 'Materials list']);
  });

  it('are narrowed by the studio and by the design, and a design without a foundation sells none', () => {
    const studio = { ...DEFAULT_PLAN_OPTIONS, pier: { ...DEFAULT_PLAN_OPTIONS.pier, offered: false } };
    const offer = designPlanOptions(studio, 'slab', ['pier', 'basement', 'reverse']);
    expect(offer.foundations.map((option) => option.id)).toEqual(['basement']);
    expect(offer.addOns.map((option) => option.id)).toEqual(['reverse']);
    expect(designPlanOptions(studio, null, null).foundations).toEqual([]);
  });

  it('check a choice: the included foundation adds nothing, one other foundation at most, only what is offered', () => {
    const offer = designPlanOptions(DEFAULT_PLAN_OPTIONS, 'slab', null);
    const chosen = choosePlanOptions(offer, ['reverse', 'slab', 'basement']);
    expect(chosen.ok && chosen.options.map((option) => option.id)).toEqual(['basement', 'reverse']);
    expect(chosen.ok && planOptionsTotal(chosen.options)).toBe(39_500 + 10_000);
    expect(choosePlanOptions(offer, ['basement', 'pier'])).toEqual({ ok: false, message: 'Choose one foundation.' });
    expect(choosePlanOptions(designPlanOptions(DEFAULT_PLAN_OPTIONS, 'slab', ['reverse']), ['materials-list'])).toEqual(
      { ok: false, message: 'Materials list is not offered for this design.' },
    );
    expect(choosePlanOptions(offer, ['attic'])).toEqual({ ok: false, message: 'This option is not offered.' });
  });

  it('keep on a cart line what is still offered, in order and one foundation at most, refusing nothing', () => {
    const ids = (options: readonly { id: string }[]) => options.map((option) => option.id);
    const offer = designPlanOptions(DEFAULT_PLAN_OPTIONS, 'pier', ['slab', 'basement', 'reverse']);
    // The design's own foundation (pier) and what the design no longer offers (materials list) are dropped; of two
    // foundations, the first in the fixed order stays.
    const kept = keepOfferedOptions(offer, ['reverse', 'pier', 'basement', 'slab', 'materials-list']);
    expect(ids(kept)).toEqual(['slab', 'reverse']);
    expect(planOptionsTotal(kept)).toBe(25_000 + 10_000);
    expect(keepOfferedOptions(offer, ['attic'])).toEqual([]);
    expect(keepOfferedOptions(offer, [])).toEqual([]);
    // Without an offer for its design, a line keeps no option.
    expect(keepOfferedOptions(undefined, ['reverse'])).toEqual([]);
  });

  it('say how long their drawing takes', () => {
    expect(leadTimeText(1)).toBe('Drawn within 1 day of payment');
    expect(leadTimeText(14)).toBe('Drawn within 14 days of payment');
  });
});

describe('options in the cart cookie', () => {
  it('are one letter each after the licence, and read back in their fixed order', () => {
    const value = serializeCartLines([
      { designId: 'design-001', licence: 'pdf-single', quantity: 2, options: ['basement', 'reverse'] },
      { designId: 'design-002', licence: 'cad', quantity: 1, options: [] },
    ]);
    expect(value).toBe('v1|design-001:2:pdf-single:br|design-002:1:cad');
    expect(parseCartCookie('v1|design-001:2:pdf-single:rb')).toEqual([
      { designId: 'design-001', licence: 'pdf-single', quantity: 2, options: ['basement', 'reverse'] },
    ]);
    // An unknown letter drops the line rather than guessing.
    expect(parseCartCookie('v1|design-001:1:pdf-single:bx')).toEqual([]);
    expect(planOptionsFromCodes('mw')).toEqual(['walkout-basement', 'materials-list']);
  });

  it('switch a cart line when the same design comes with other options', () => {
    const villa = { id: 'design-001', title: 'Villa', image: '/v', price: 450000, licence: 'pdf-single' as const };
    const plain = addToCart([], { ...villa, options: [] });
    const twice = addToCart(plain, { ...villa, options: [] });
    expect(twice[0]?.quantity).toBe(2);
    const reverse = [{ id: 'reverse' as const, priceCents: 10_000 }];
    const reversed = addToCart(twice, { ...villa, options: reverse });
    expect(reversed).toEqual([{ ...villa, options: reverse, quantity: 1 }]);
  });
});

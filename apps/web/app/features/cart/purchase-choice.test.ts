import { licenceOptions } from '@atelier/domain/licences';
import { DEFAULT_PLAN_OPTIONS, designPlanOptions } from '@atelier/domain/plan-options';
import { describe, expect, it } from 'vitest';
import { postedChoice, purchaseChoice, purchasePrice } from './purchase-choice';

const licences = licenceOptions(450000, [
  { licence: 'cad', priceCents: 1125000 },
  { licence: 'study', priceCents: 30000 },
]);
/** Drawn on piers; every other foundation and both add-ons at the studio's usual terms. */
const offer = designPlanOptions(DEFAULT_PLAN_OPTIONS, 'pier', null);

const priceOf = (licence: string, values: string[]) => {
  const choice = purchaseChoice(licences, offer, licence, values);
  return choice && purchasePrice(choice);
};

describe("a design page's choice", () => {
  it('is priced at the licence and the options chosen, the included foundation free', () => {
    expect(priceOf('pdf-single', [])).toBe(450000);
    expect(priceOf('pdf-single', ['pier'])).toBe(450000);
    expect(priceOf('pdf-single', ['basement'])).toBe(450000 + 39500);
    expect(priceOf('pdf-single', ['basement', 'reverse'])).toBe(450000 + 39500 + 10000);
    expect(priceOf('cad', ['walkout-basement', 'reverse', 'materials-list'])).toBe(1125000 + 49500 + 10000 + 15000);
  });

  it('keeps the options in their fixed order, without the included foundation', () => {
    const choice = purchaseChoice(licences, offer, 'cad', ['materials-list', 'pier', 'reverse', 'slab']);
    expect(choice?.licence.id).toBe('cad');
    expect(choice?.options.map((option) => option.id)).toEqual(['slab', 'reverse', 'materials-list']);
  });

  it('is no choice with a licence not offered, two foundations, or options where the design offers none', () => {
    expect(purchaseChoice(licences, offer, 'unlimited', [])).toBeNull();
    expect(purchaseChoice(licences, offer, 'pdf-single', ['slab', 'basement'])).toBeNull();
    expect(purchaseChoice(licences, offer, 'pdf-single', ['jacuzzi'])).toBeNull();
    // The compare table's form has no options to choose: it adds the licence alone.
    expect(purchaseChoice(licences, null, 'cad', [])?.options).toEqual([]);
    expect(purchaseChoice(licences, null, 'cad', ['reverse'])).toBeNull();
  });

  it('takes no plan options with a study set, whatever else was checked', () => {
    expect(purchaseChoice(licences, offer, 'study', ['basement', 'reverse'])?.options).toEqual([]);
    expect(priceOf('study', ['basement', 'reverse'])).toBe(30000);
  });

  it('reads the posted form: the licence, the foundation radio and each add-on checked', () => {
    const form = new FormData();
    form.set('licence', 'cad');
    form.set('foundation', 'basement');
    form.append('option', 'reverse');
    form.append('option', 'materials-list');
    const choice = postedChoice(form, licences, offer);
    expect(choice && purchasePrice(choice)).toBe(1125000 + 39500 + 10000 + 15000);
    expect(choice?.options.map((option) => option.id)).toEqual(['basement', 'reverse', 'materials-list']);
  });
});

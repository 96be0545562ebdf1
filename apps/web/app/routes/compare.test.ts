import { licenceOptions } from '@atelier/domain/licences';
import { describe, expect, it } from 'vitest';
import { loader } from './compare';

const villa = { id: 'design-001', title: 'Modern Coastal Villa', price: 450000, sale: null };
/** On sale (decision 050): 20% off its regular $2,800.00. */
const loft = {
  id: 'design-002',
  title: 'Urban Loft Residence',
  price: 224000,
  sale: { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 280000 },
};

/** The compare page's loader over stand-in services: two published designs, the villa with a CAD licence. */
async function load(url: string, cookie = '') {
  const asked: (readonly string[])[] = [];
  const catalog = {
    designsByIds: async (ids: readonly string[]) => [villa, loft].filter((design) => ids.includes(design.id)),
    licenceOptions: async (designs: readonly { id: string; price: number }[]) => {
      asked.push(designs.map((design) => design.id));
      // The service leaves out what it does not know: the page falls back to the base licence.
      return new Map([[villa.id, licenceOptions(villa.price, [{ licence: 'cad', priceCents: 1125000 }])]]);
    },
  };
  const args = {
    params: {},
    request: new Request(url, { headers: { cookie } }),
    context: { services: { catalog } },
  } as unknown as Parameters<typeof loader>[0];
  return { page: await loader(args), asked };
}

describe('the compare page', () => {
  it('prices the licences of the compared designs in one call, base licence at the design price', async () => {
    const { page, asked } = await load('https://plans.example/compare?ids=design-002,design-001,nope');
    expect(page.designs.map((design) => design.id)).toEqual(['design-002', 'design-001']);
    expect(asked).toEqual([['design-002', 'design-001']]);
    const prices = (id: string) => page.licences[id]?.map((option) => [option.id, option.priceCents]);
    expect(prices(villa.id)).toEqual([
      ['pdf-single', 450000],
      ['cad', 1125000],
    ]);
    // The fallback keeps the sale: the reduced price, the regular one beside it.
    expect(page.licences[loft.id]).toEqual([
      expect.objectContaining({ id: 'pdf-single', priceCents: 224000, listPriceCents: 280000 }),
    ]);
  });

  it('offers the favourites not yet compared, and prices only the compared designs', async () => {
    const { page, asked } = await load('https://plans.example/compare?ids=design-001', 'favourites=v1|design-002');
    expect(page.addable).toEqual([{ id: loft.id, title: loft.title }]);
    expect(asked).toEqual([['design-001']]);
    expect(Object.keys(page.licences)).toEqual(['design-001']);
  });
});

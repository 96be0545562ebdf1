import type { DesignSale } from '@atelier/domain/catalog';
import { DEFAULT_PLAN_OPTIONS, designPlanOptions, type PlanOptionSettings } from '@atelier/domain/plan-options';
import { salePrice } from '@atelier/domain/price-sales';
import { describe, expect, it } from 'vitest';
import { loader } from './design';

const TOKEN = '1900000000.signature_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** The design page's loader over stand-in services: one design with one uploaded picture and one floor drawing. */
async function load(url: string, status: 'draft' | 'published', sale: DesignSale | null = null) {
  const design = {
    id: 'draft-cabin',
    title: 'Draft Cabin',
    price: sale ? salePrice(sale.listPrice, sale.percentOff) : 100000,
    sale,
    image: '/media/designs/draft-cabin',
  };
  const catalog = {
    getDesignForPreview: async (_id: string, token: string) => (token === TOKEN ? { ...design, status } : null),
    getDesign: async () => (status === 'published' ? design : null),
    designImages: async () => [{ url: '/media/images/picture-1', alt: 'Front', width: 1600, height: 1000 }],
    designFloors: async () => [
      {
        label: 'Ground floor',
        rooms: [],
        picture: { url: '/media/floor-plans/file-1', alt: 'Ground floor', width: 1200, height: 800 },
      },
    ],
    // Without a building model: its floors are the schedule's above.
    designPlanDrawings: async () => null,
    relatedDesigns: async () => [],
    licenceOptions: async () => new Map(),
  };
  const args = {
    params: { id: design.id },
    request: new Request(url),
    context: {
      services: {
        catalog,
        env: { SESSION_SECRET: 'secret' },
        orders: { paymentProvider: 'manual' },
        buildCost: { formFor: async () => ({ regions: [], asked: null, estimate: null }) },
        settings: {
          inclusions: { current: async () => ({ 'pdf-single': [], cad: [], unlimited: [] }) },
          planOptions: { current: async () => DEFAULT_PLAN_OPTIONS },
        },
        designInclusions: { forStorefront: async () => null },
        // Drawn on piers, offering the reverse alone of the studio's options.
        designPlanOptions: {
          forDesigns: async (ids: string[], studio: PlanOptionSettings) =>
            new Map(ids.map((id) => [id, designPlanOptions(studio, 'pier', ['reverse'])])),
        },
      },
      requestContext: { publicOrigin: 'https://plans.example' },
    },
  } as unknown as Parameters<typeof loader>[0];
  const result = await loader(args);
  return 'data' in result ? result.data : result;
}

describe('the design page of a staff preview link', () => {
  it('passes the preview token on to the pictures of an unpublished design', async () => {
    const page = await load(`https://plans.example/design/draft-cabin?preview=${TOKEN}`, 'draft');
    expect(page.design.image).toBe(`/media/designs/draft-cabin?preview=${encodeURIComponent(TOKEN)}`);
    expect(page.pictures.map((picture) => picture.url)).toEqual([
      `/media/images/picture-1?preview=${encodeURIComponent(TOKEN)}`,
    ]);
    expect(page.floors[0]?.picture?.url).toBe(`/media/floor-plans/file-1?preview=${encodeURIComponent(TOKEN)}`);
  });

  it('leaves the public addresses of a published design alone', async () => {
    for (const url of [
      'https://plans.example/design/draft-cabin',
      `https://plans.example/design/draft-cabin?preview=${TOKEN}`,
    ]) {
      const page = await load(url, 'published');
      expect(page.design.image).toBe('/media/designs/draft-cabin');
      expect(page.pictures.map((picture) => picture.url)).toEqual(['/media/images/picture-1']);
      expect(page.floors[0]?.picture?.url).toBe('/media/floor-plans/file-1');
    }
  });
});

describe('the design page of a visitor with a lot', () => {
  it('reads the lot from the URL, with the usual setbacks where none are given', async () => {
    const page = await load(
      'https://plans.example/design/draft-cabin?lotWidth=60&lotDepth=120&setbackSide=0',
      'published',
    );
    expect(page.lot).toEqual({ lotWidth: 60, lotDepth: 120, setbackFront: 25, setbackRear: 25, setbackSide: 0 });
  });

  it('has no lot without both its width and its depth', async () => {
    for (const search of ['', '?lotWidth=60', '?lotWidth=60&lotDepth=abc']) {
      const page = await load(`https://plans.example/design/draft-cabin${search}`, 'published');
      expect(page.lot).toBeNull();
    }
  });
});

describe('the plan options of the design page', () => {
  it("are the design's own offer under the studio's terms", async () => {
    const page = await load('https://plans.example/design/draft-cabin', 'published');
    expect(page.planOptions).toEqual({
      includedFoundation: 'pier',
      foundations: [],
      addOns: [
        expect.objectContaining({ id: 'reverse', label: 'Right-reading reverse', priceCents: 10000, leadDays: 2 }),
      ],
    });
  });
});

describe('the licences of the design page', () => {
  it("fall back to the base licence at the design price, and keep a running sale's regular price", async () => {
    const plain = await load('https://plans.example/design/draft-cabin', 'published');
    expect(plain.licences).toEqual([expect.objectContaining({ id: 'pdf-single', priceCents: 100000 })]);
    expect(plain.licences[0]).not.toHaveProperty('listPriceCents');

    const sale = { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 100000 };
    const onSale = await load('https://plans.example/design/draft-cabin', 'published', sale);
    expect(onSale.licences).toEqual([
      expect.objectContaining({ id: 'pdf-single', priceCents: 80000, listPriceCents: 100000 }),
    ]);
  });
});

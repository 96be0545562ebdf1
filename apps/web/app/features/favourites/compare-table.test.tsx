import { designLicenceOptions, licenceOptions } from '@atelier/domain/licences';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testDesign as design } from '../../test/test-design';
import { CompareTable } from './compare-table';

const villa = design('design-001', 1001, 'Modern Coastal Villa', 450000);
const loft = design('design-002', 1002, 'Urban Loft Residence', 280000);

function render(licences: Record<string, ReturnType<typeof licenceOptions>>, designs = [villa, loft]) {
  const element = (
    <CompareTable
      designs={designs}
      licences={licences}
      purchase={(item) => <button type="button">Buy {item.title}</button>}
    />
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

/** A table row's header and cells as text (screen-reader-only text included). */
function row(html: string, label: string) {
  const found = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].find(([, cells]) =>
    cells?.startsWith(`<th scope="row"`) ? cells.replace(/<[^>]+>/g, '').startsWith(label) : false,
  );
  if (!found) return undefined;
  return {
    differs: found[0].includes('data-differs'),
    cells: [...(found[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, text]) => text?.replace(/<[^>]+>/g, '')),
  };
}

describe('the compare table', () => {
  it('shows a row per licence offered, with its price or a dash read as "not offered"', () => {
    const html = render({
      [villa.id]: licenceOptions(villa.price, [
        { licence: 'cad', priceCents: 1125000 },
        { licence: 'unlimited', priceCents: 1800000 },
      ]),
      [loft.id]: licenceOptions(loft.price, [{ licence: 'cad', priceCents: 700000 }]),
    });
    expect(row(html, 'PDF plan set, single build')).toEqual({ differs: true, cells: ['$4,500.00', '$2,800.00'] });
    expect(row(html, 'CAD files')).toEqual({ differs: true, cells: ['$11,250.00', '$7,000.00'] });
    expect(row(html, 'Unlimited builds')).toEqual({ differs: true, cells: ['$18,000.00', '—not offered'] });
    // The route's purchase form, one per design, in a row of its own after the licences.
    expect(row(html, 'Buy')?.cells).toEqual(['Buy Modern Coastal Villa', 'Buy Urban Loft Residence']);
    expect(html.indexOf('Unlimited builds')).toBeLessThan(html.indexOf('>Buy<'));
  });

  it('leaves out a licence no compared design offers, and does not mark equal prices', () => {
    const html = render({
      [villa.id]: licenceOptions(villa.price, [{ licence: 'cad', priceCents: 900000 }]),
      [loft.id]: licenceOptions(loft.price, [{ licence: 'cad', priceCents: 900000 }]),
    });
    expect(row(html, 'CAD files')).toEqual({ differs: false, cells: ['$9,000.00', '$9,000.00'] });
    expect(row(html, 'Unlimited builds')).toBeUndefined();
  });

  it("strikes a sale's regular prices through before the reduced ones, and names the sale by the price", () => {
    const sale = { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 280000 };
    const loftOnSale = { ...loft, price: 224000, sale };
    const html = render(
      {
        [villa.id]: licenceOptions(villa.price, []),
        [loft.id]: designLicenceOptions(loftOnSale, [{ licence: 'cad', priceCents: 700000 }]),
      },
      [villa, loftOnSale],
    );
    expect(row(html, 'Price')?.cells).toEqual([
      '$4,500.00',
      'Regular price $2,800.00, now $2,240.00$2,800.00 $2,240.00Spring sale −20%',
    ]);
    expect(row(html, 'PDF plan set, single build')?.cells).toEqual([
      '$4,500.00',
      'Regular price $2,800.00, now $2,240.00$2,800.00 $2,240.00',
    ]);
    expect(row(html, 'CAD files')?.cells).toEqual([
      '—not offered',
      'Regular price $7,000.00, now $5,600.00$7,000.00 $5,600.00',
    ]);
    expect(html).toContain('<s class="text-[0.8em] font-normal text-muted-fg">$7,000.00</s>');
  });

  it("keeps a design's climate and its setting in rows of their own", () => {
    const html = render({}, [
      { ...villa, environmentalConditions: ['temperate', 'dry', 'suburban'] },
      { ...loft, environmentalConditions: ['cold', 'urban'] },
    ]);
    expect(row(html, 'Climate')?.cells).toEqual(['Temperate, Dry', 'Cold']);
    expect(row(html, 'Setting')?.cells).toEqual(['Suburban', 'Urban']);
  });
});

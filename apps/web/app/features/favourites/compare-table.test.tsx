import type { Design } from '@atelier/domain/catalog';
import { licenceOptions } from '@atelier/domain/licences';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompareTable } from './compare-table';

const design = (id: string, planNumber: number, title: string, price: number): Design => ({
  id,
  planNumber,
  title,
  description: '',
  price,
  image: `/media/designs/${id}`,
  imageAlt: null,
  category: 'residential',
  categoryLabel: 'Residential',
  location: 'urban',
  locationLabel: 'Urban',
  featured: false,
  environmentalConditions: [],
  buildingType: 'single-family',
  buildingTypeLabel: 'Single Family',
  area: 2000,
  stories: 2,
  bedrooms: 3,
  bathrooms: 2,
  widthFt: null,
  depthFt: null,
  garageBays: null,
  foundation: null,
  roofType: null,
  style: null,
  createdAt: '2024-03-15',
  popularity: 90,
});

const villa = design('design-001', 1001, 'Modern Coastal Villa', 450000);
const loft = design('design-002', 1002, 'Urban Loft Residence', 280000);

function render(licences: Record<string, ReturnType<typeof licenceOptions>>) {
  const element = (
    <CompareTable
      designs={[villa, loft]}
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
});

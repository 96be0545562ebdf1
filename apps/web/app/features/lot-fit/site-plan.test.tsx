import { type Lot, parseLot } from '@atelier/domain/lot-fit';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SitePlan } from './site-plan';

const lot = (raw: Record<string, string>): Lot => {
  const parsed = parseLot(raw);
  if (!parsed) throw new Error('not a lot');
  return parsed;
};

const cabin = (widthFt: number | null, depthFt: number | null) => ({
  id: 'design-003',
  title: 'Alpine Mountain Cabin',
  widthFt,
  depthFt,
});

/** The section as the server renders it on the design page (the form is a router form). */
function render(given: Lot, design: ReturnType<typeof cabin>) {
  const element = <SitePlan lot={given} design={design} />;
  const router = createMemoryRouter([{ path: '/design/:id', element }], { initialEntries: ['/design/design-003'] });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
const figcaption = (html: string) => text(/<figcaption[^>]*>(.*?)<\/figcaption>/.exec(html)?.[1] ?? '');

describe('the site plan of a design on the visitor’s lot', () => {
  it('says how much room a footprint that fits leaves, and draws it in the primary colour', () => {
    const html = render(lot({ lotWidth: '60', lotDepth: '120' }), cabin(40, 50));
    expect(html).toMatch(/<section aria-labelledby="lot-heading"[^>]*><h2 id="lot-heading"[^>]*>On your lot<\/h2>/);
    expect(figcaption(html)).toBe(
      'On a 60 × 120 ft lot with setbacks of 25 ft front, 25 ft rear and 5 ft each side, the buildable area is ' +
        '50 × 70 ft; this 40 × 50 ft footprint leaves 10 ft to spare in width, 20 ft in depth.',
    );
    expect(html).toContain('fill-primary/20 stroke-primary');
    expect(html).not.toContain('fill-danger/20');
    expect(text(html)).toContain('>40 × 50 ft</text>');
  });

  it('says by how much a footprint is too wide and too deep, and draws it in the danger colour', () => {
    const html = render(lot({ lotWidth: '60', lotDepth: '80' }), cabin(78, 52));
    expect(figcaption(html)).toBe(
      'On a 60 × 80 ft lot with setbacks of 25 ft front, 25 ft rear and 5 ft each side, the buildable area is ' +
        '50 × 30 ft; this 78 × 52 ft footprint is 28 ft too wide and 22 ft too deep, so it does not fit.',
    );
    expect(html).toContain('fill-danger/20 stroke-danger');
    const tooDeepOnly = render(lot({ lotWidth: '100', lotDepth: '80', setbackFront: '20' }), cabin(78, 52));
    expect(figcaption(tooDeepOnly)).toMatch(/this 78 × 52 ft footprint is 17 ft too deep, so it does not fit\.$/);
  });

  it('draws only the lot when the design states no footprint, and says so', () => {
    const html = render(lot({ lotWidth: '60', lotDepth: '120' }), cabin(null, 50));
    expect(figcaption(html)).toBe(
      'On a 60 × 120 ft lot with setbacks of 25 ft front, 25 ft rear and 5 ft each side, the buildable area is ' +
        '50 × 70 ft. This design has no footprint size yet, so it cannot be checked against your lot.',
    );
    expect(html).not.toContain('fill-primary/20');
    expect(html).not.toContain('fill-danger/20');
    // The lot, its buildable area and the street.
    expect(html.match(/<rect /g)).toHaveLength(3);
  });

  it('is an image named by its title and described by the caption', () => {
    const html = render(lot({ lotWidth: '60', lotDepth: '120' }), cabin(40, 50));
    const svg = /<svg [^>]*>/.exec(html)?.[0] ?? '';
    expect(svg).toContain('role="img"');
    expect(svg).toContain('width="100%"');
    expect(svg).toMatch(/viewBox="-10 -10 80 142.5"/);
    const titleId = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
    const captionId = /aria-describedby="([^"]+)"/.exec(svg)?.[1];
    expect(html).toContain(`<title id="${titleId}">Site plan: Alpine Mountain Cabin on a 60 × 120 ft lot</title>`);
    expect(html).toContain(`<figcaption id="${captionId}"`);
    expect(text(html)).toContain('>Street</text>');
  });

  it('offers a GET form to the design page with the five lot fields, labelled and filled in', () => {
    const html = render(
      lot({ lotWidth: '60', lotDepth: '120', setbackFront: '20', setbackRear: '15', setbackSide: '0' }),
      cabin(40, 50),
    );
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/design/design-003"');
    const fields = [...html.matchAll(/<label[^>]*>([^<]*)<input ([^>]*)\/?>/g)].map(([, label, input]) => ({
      label,
      name: /name="([^"]+)"/.exec(input ?? '')?.[1],
      value: /value="([^"]*)"/.exec(input ?? '')?.[1],
    }));
    expect(fields).toEqual([
      { label: 'Lot width', name: 'lotWidth', value: '60' },
      { label: 'Lot depth', name: 'lotDepth', value: '120' },
      { label: 'Front setback', name: 'setbackFront', value: '20' },
      { label: 'Rear setback', name: 'setbackRear', value: '15' },
      { label: 'Side setbacks (each)', name: 'setbackSide', value: '0' },
    ]);
    expect(html).toMatch(/<button type="submit"[^>]*>Check my lot<\/button>/);
  });
});

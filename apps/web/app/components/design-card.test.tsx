import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testDesign } from '../test/test-design';
import { DesignCard } from './design-card';

const villa = testDesign('design-001', 1001, 'Modern Coastal Villa', 450000);
const spring = { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 450000 };

function render(design: typeof villa) {
  const element = <DesignCard design={design} />;
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

/** The card's text as a screen reader reads it (visually hidden text included). */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

describe('a design card', () => {
  it('shows the price alone when no sale runs', () => {
    const html = render(villa);
    expect(html).toMatch(/>\$4,500\.00</);
    expect(html).not.toMatch(/<s[ >]/);
    expect(text(html)).not.toContain('Regular price');
    expect(text(html)).not.toContain('%');
  });

  it('on sale, strikes the regular price through before the reduced one, with the sale and its reduction', () => {
    const html = render({ ...villa, price: 360000, sale: spring });
    expect(html).toMatch(/<span aria-hidden="true"><s [^>]*>\$4,500\.00<\/s>/);
    expect(text(html)).toContain('Regular price $4,500.00, now $3,600.00');
    expect(text(html)).toContain('Spring sale −20%');
    // The regular price comes first, then the price now.
    expect(html.indexOf('$4,500.00')).toBeLessThan(html.indexOf('$3,600.00'));
  });
});

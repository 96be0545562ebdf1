import { licenceOptions } from '@atelier/domain/licences';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider } from './cart-context';
import { DesignPurchase } from './design-purchase';

const villa = { id: 'design-001', title: 'Modern Coastal Villa', image: '/media/designs/design-001' };

/** The form adds through the cart context, whose changes go through a router fetcher. */
function render(licences: ReturnType<typeof licenceOptions>, disabled = false, compact = false) {
  const element = (
    <CartProvider>
      {compact ? (
        <DesignPurchase design={villa} licences={licences} disabled={disabled} compact />
      ) : (
        <DesignPurchase design={villa} licences={licences} disabled={disabled} hostedPayment={false} />
      )}
    </CartProvider>
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('the add-to-cart form of a design page', () => {
  it('offers each licence as a radio of the form, with its price and files, the base one chosen', () => {
    const html = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]));
    expect(html).toContain('<legend class="font-semibold">Licence</legend>');
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([tag]) => tag);
    expect(radios).toHaveLength(2);
    const formId = /<form id="([^"]+)"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    for (const radio of radios) {
      expect(radio).toContain('name="licence"');
      expect(radio).toContain(`form="${formId}"`);
    }
    expect(radios[0]).toContain('value="pdf-single"');
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).not.toContain('checked');
    expect(html).toContain('$11,250.00');
    expect(html).toContain('Files: Plan set (PDF), CAD files');
    // Without scripts the price shown is the base licence's; the radio labels carry the others.
    expect(html).toMatch(/data-testid="design-price">\$4,500\.00</);
    expect(html).toContain('>Add to cart</button>');
  });

  it('shows no choice when the design offers the base licence only', () => {
    const html = render(licenceOptions(450000, []));
    expect(html).not.toContain('<fieldset');
    expect(html).toContain('<input type="hidden" name="licence" value="pdf-single"/>');
  });

  it('is disabled, choice included, in the preview of an unpublished design', () => {
    const html = render(licenceOptions(450000, [{ licence: 'unlimited', priceCents: 1800000 }]), true);
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });

  it('compact, for the compare table: the choice and the button, which name the design for screen readers', () => {
    const html = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]), false, true);
    expect(html).not.toContain('data-testid="design-price"');
    expect(html).toContain('Licence<span class="sr-only"> for Modern Coastal Villa</span></legend>');
    expect(html).toContain('Add to cart<span class="sr-only"> for Modern Coastal Villa</span></button>');
    // The same form as the design page's: it posts the design and the chosen licence to the cart.
    expect(html).toMatch(/<form id="[^"]+" class="w-full" action="\/cart" method="post">/);
    expect(html).toContain('<input type="hidden" name="designId" value="design-001"/>');
    expect([...html.matchAll(/<input type="radio"[^>]*name="licence"/g)]).toHaveLength(2);
    // The terms stay each radio's description.
    expect(html).toMatch(/<p id="[^"]+-terms" class="sr-only">The printable plan set/);
  });
});

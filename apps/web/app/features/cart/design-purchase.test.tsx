import type { DesignSale } from '@atelier/domain/catalog';
import { designLicenceOptions, licenceOptions } from '@atelier/domain/licences';
import {
  DEFAULT_PLAN_OPTIONS,
  type DesignPlanOptions,
  designPlanOptions,
  type PlanOptionSettings,
} from '@atelier/domain/plan-options';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider } from './cart-context';
import { DesignPurchase } from './design-purchase';

const villa = { id: 'design-001', title: 'Modern Coastal Villa', image: '/media/designs/design-001' };

/** The villa's plan options at the studio's usual terms: drawn on piers, every other foundation and add-on offered. */
const villaOptions = designPlanOptions(DEFAULT_PLAN_OPTIONS, 'pier', null);

/** The form adds through the cart context, whose changes go through a router fetcher. */
function render(
  licences: ReturnType<typeof licenceOptions>,
  {
    disabled = false,
    compact = false,
    planOptions = null,
    sale = null,
  }: { disabled?: boolean; compact?: boolean; planOptions?: DesignPlanOptions | null; sale?: DesignSale | null } = {},
) {
  const design = { ...villa, sale };
  const element = (
    <CartProvider>
      {compact ? (
        <DesignPurchase design={design} licences={licences} disabled={disabled} compact />
      ) : (
        <DesignPurchase
          design={design}
          licences={licences}
          disabled={disabled}
          hostedPayment={false}
          planOptions={planOptions}
        />
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

  it('offers a study set as a fourth choice, after the build licences, with its terms and price', () => {
    const html = render(
      licenceOptions(620000, [
        { licence: 'study', priceCents: 30000 },
        { licence: 'unlimited', priceCents: 2480000 },
        { licence: 'cad', priceCents: 1550000 },
      ]),
    ).replace(/<!-- -->/g, '');
    const radios = [...html.matchAll(/<input type="radio"[^>]*value="([^"]+)"/g)].map(([, value]) => value);
    expect(radios).toEqual(['pdf-single', 'cad', 'unlimited', 'study']);
    expect(html).toMatch(/<span>Study set — not for construction<\/span> <span class="tabular-nums">\$300\.00<\/span>/);
    expect(html).toContain(
      'The plan set to study and price the design, watermarked “NOT FOR CONSTRUCTION”. Its price is credited if you buy a build licence of this design within 180 days.',
    );
    // The base licence is still the one chosen, and its price the one shown.
    expect(html).toMatch(/data-testid="design-price">\$6,200\.00</);
  });

  it('shows no choice when the design offers the base licence only', () => {
    const html = render(licenceOptions(450000, []));
    expect(html).not.toContain('<fieldset');
    expect(html).toContain('<input type="hidden" name="licence" value="pdf-single"/>');
  });

  it('is disabled, choice included, in the preview of an unpublished design', () => {
    const html = render(licenceOptions(450000, [{ licence: 'unlimited', priceCents: 1800000 }]), {
      disabled: true,
      planOptions: villaOptions,
    });
    expect([...html.matchAll(/<fieldset disabled=""/g)]).toHaveLength(2);
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });

  it('compact, for the compare table: the choice and the button, which name the design for screen readers', () => {
    const html = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]), { compact: true });
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

  it('offers the plan options after the licence: one foundation, the included one chosen, and the add-ons', () => {
    const html = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]), {
      planOptions: villaOptions,
    });
    const formId = /<form id="([^"]+)"/.exec(html)?.[1];
    expect(html.indexOf('>Plan options</legend>')).toBeGreaterThan(html.indexOf('>Licence</legend>'));
    expect(html).toContain('>Foundation</legend>');
    expect(html).toContain('>Add-ons</legend>');

    const foundations = [...html.matchAll(/<input type="radio"[^>]*name="foundation"[^>]*>/g)].map(([tag]) => tag);
    expect(foundations.map((tag) => /value="([^"]+)"/.exec(tag)?.[1])).toEqual([
      'pier',
      'slab',
      'crawlspace',
      'basement',
      'walkout-basement',
    ]);
    expect(foundations[0]).toContain('checked=""');
    for (const radio of foundations.slice(1)) expect(radio).not.toContain('checked');
    for (const radio of foundations) expect(radio).toContain(`form="${formId}"`);
    expect(html).toMatch(/<span>Pier and beam foundation<\/span> <span class="tabular-nums">Included<\/span>/);
    expect(html).toMatch(/<span>Basement foundation<\/span> <span class="tabular-nums">\+\$395\.00<\/span>/);
    expect(html).toContain('Drawn within 10 days of payment');

    const addOns = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([tag]) => tag);
    expect(addOns).toHaveLength(2);
    for (const [index, value] of ['reverse', 'materials-list'].entries()) {
      expect(addOns[index]).toContain('name="option"');
      expect(addOns[index]).toContain(`value="${value}"`);
      expect(addOns[index]).toContain(`form="${formId}"`);
      expect(addOns[index]).not.toContain('checked');
    }
    expect(html).toMatch(/<span>Right-reading reverse<\/span> <span class="tabular-nums">\+\$100\.00<\/span>/);
    expect(html).toContain('Drawn within 2 days of payment');
    // Every control is labelled and described.
    for (const input of [...foundations, ...addOns]) {
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(html).toContain(`for="${id}"`);
      expect(input).toContain(`aria-describedby="${id}-terms"`);
    }
    // Nothing chosen beyond the included foundation: the price is the base licence's.
    expect(html).toMatch(/data-testid="design-price">\$4,500\.00</);
  });

  it('offers only the options the design has, and none when it has none, nor in the compare table', () => {
    const reverseOnly = render(licenceOptions(450000, []), {
      planOptions: designPlanOptions(DEFAULT_PLAN_OPTIONS, 'pier', ['reverse']),
    });
    expect(reverseOnly).toContain('>Plan options</legend>');
    expect(reverseOnly).not.toContain('>Foundation</legend>');
    expect([...reverseOnly.matchAll(/<input type="checkbox"[^>]*name="option"/g)]).toHaveLength(1);

    const nothingOffered = Object.fromEntries(
      Object.entries(DEFAULT_PLAN_OPTIONS).map(([id, terms]) => [id, { ...terms, offered: false }]),
    ) as PlanOptionSettings;
    for (const planOptions of [designPlanOptions(nothingOffered, 'pier', null), null]) {
      expect(render(licenceOptions(450000, []), { planOptions })).not.toContain('Plan options');
    }
    const compact = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]), { compact: true });
    expect(compact).not.toContain('Plan options');
    expect(compact).not.toContain('name="foundation"');
    expect(compact).not.toContain('name="option"');
  });

  it('during a sale, strikes each regular price through before the reduced one, and says when the sale ends', () => {
    const sale = { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 450000 };
    const licences = designLicenceOptions({ price: 360000, sale }, [{ licence: 'cad', priceCents: 1125000 }]);
    const html = render(licences, { sale });
    const text = (markup: string) => markup.replace(/<[^>]+>/g, '');
    // Each licence's label, which names its radio: the regular price struck through, read out in words.
    const labels = [...html.matchAll(/<label [^>]*>(.*?)<\/label>/g)].map(([, inner]) => inner ?? '');
    expect(labels.map(text)).toEqual([
      'PDF plan set, single build Regular price $4,500.00, now $3,600.00$4,500.00 $3,600.00',
      'CAD files Regular price $11,250.00, now $9,000.00$11,250.00 $9,000.00',
    ]);
    expect(labels[1]).toMatch(/<span aria-hidden="true"><s [^>]*>\$11,250\.00<\/s>/);
    // Without scripts the price by the button is the base licence's, reduced.
    const price = /data-testid="design-price">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(text(price)).toBe('Regular price $4,500.00, now $3,600.00$4,500.00 $3,600.00');
    expect(price).toContain('<s ');
    expect(text(html)).toContain('Spring sale −20%');
    expect(html).toMatch(/Sale ends <time dateTime="2031-04-30T22:00:00.000Z">April 30, 2031<\/time>/);
  });

  it('shows no sale and no struck price when none runs', () => {
    const html = render(licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]));
    expect(html).not.toMatch(/<s[ >]/);
    expect(html).not.toContain('Regular price');
    expect(html).not.toContain('Sale ends');
  });
});

import type { CartItem } from '@atelier/domain/cart';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutSummary } from './checkout-summary';

const office: CartItem = {
  id: 'design-012',
  title: 'Coastal Boutique Office',
  image: '/media/designs/design-012',
  price: 480000,
  licence: 'pdf-single',
  quantity: 2,
  options: ['basement', 'reverse'],
  optionsPrice: 49500,
};

const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('the checkout summary', () => {
  it("lists a line's plan options, and its total counts them once whatever the number of builds", () => {
    const html = textOf(renderToString(<CheckoutSummary items={[office]} subtotal={1009500} taxRateBasisPoints={0} />));
    expect([...html.matchAll(/<li>([^<]*)<\/li>/g)].map(([, label]) => label)).toEqual([
      'Basement foundation',
      'Right-reading reverse',
    ]);
    expect(html).toContain('2 × $4,800.00 + $495.00 options');
    expect(html).toContain('<span class="font-medium">$10,095.00</span>');
  });
});

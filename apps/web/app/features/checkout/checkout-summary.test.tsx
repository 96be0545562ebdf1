import type { CartItem } from '@atelier/domain/cart';
import type { OrderTotals } from '@atelier/domain/orders';
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
  options: [
    { id: 'basement', priceCents: 39500 },
    { id: 'reverse', priceCents: 10000 },
  ],
};

const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('the checkout summary', () => {
  it("lists a line's price as it adds up: the licence for its builds, each plan option once, the line total", () => {
    const html = textOf(renderToString(<CheckoutSummary items={[office]} subtotal={1009500} taxRateBasisPoints={0} />));
    const list = /<ul aria-label="Price of Coastal Boutique Office"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect([...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item?.replace(/<[^>]+>/g, ''))).toEqual([
      'PDF plan set, 2 builds × $4,800.00: $9,600.00',
      'Basement foundation: $395.00',
      'Right-reading reverse: $100.00',
      'Line total: $10,095.00',
    ]);
  });

  const rows = (html: string) =>
    [...html.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, label, amount]) => `${label}: ${amount}`);

  it('estimates the totals from the cart and the tax rate of the country chosen', () => {
    const html = textOf(
      renderToString(<CheckoutSummary items={[office]} subtotal={1009500} taxRateBasisPoints={825} />),
    );
    expect(rows(html)).toEqual(['Subtotal: $10,095.00', 'Tax (8.25%): $832.84', 'Total: $10,927.84']);
  });

  it("shows the server's totals once a code is applied: its discount, the tax on what remains and the total", () => {
    const priced = {
      subtotalCents: 1009500,
      discountCents: 100950,
      promoCode: 'SPRING10',
      creditCents: 0,
      creditNote: null,
      taxRateBasisPoints: 825,
      taxCents: 74956,
      totalCents: 983506,
    } as OrderTotals;
    const html = textOf(
      renderToString(<CheckoutSummary items={[office]} subtotal={1009500} taxRateBasisPoints={825} priced={priced} />),
    );
    expect(rows(html)).toEqual([
      'Subtotal: $10,095.00',
      'Discount (SPRING10): -$1,009.50',
      'Tax (8.25%): $749.56',
      'Total: $9,835.06',
    ]);
  });

  it("shows a study set's credit the server priced as a row of its own, after the discount", () => {
    const priced: OrderTotals = {
      subtotalCents: 1009500,
      discountCents: 0,
      promoCode: null,
      creditCents: 30000,
      creditNote: 'Study set credit (order AP-7K2M-9QXD)',
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 979500,
    };
    const html = textOf(
      renderToString(<CheckoutSummary items={[office]} subtotal={1009500} taxRateBasisPoints={0} priced={priced} />),
    );
    expect(rows(html)).toEqual([
      'Subtotal: $10,095.00',
      'Study set credit (order AP-7K2M-9QXD): -$300.00',
      'Tax (0%): $0.00',
      'Total: $9,795.00',
    ]);
  });
});

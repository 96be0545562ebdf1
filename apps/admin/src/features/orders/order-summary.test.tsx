import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-summary';

// Only its number, lines and totals matter to the table.
const order = {
  number: 'AP-1042',
  lines: [
    {
      designId: 'design-005',
      title: 'Courtyard House',
      licence: 'pdf-single',
      unitPriceCents: 180_000,
      quantity: 1,
      buildSite: '12 Harbour Road, Hobart',
      options: [
        { id: 'pier', label: 'Pier and beam foundation', priceCents: 29_500, leadDays: 10 },
        { id: 'reverse', label: 'Right-reading reverse', priceCents: 10_000, leadDays: 2 },
      ],
      lineTotalCents: 219_500,
    },
    {
      designId: 'design-007',
      title: 'Lake Cabin',
      licence: 'cad',
      unitPriceCents: 90_000,
      quantity: 2,
      buildSite: null,
      options: [],
      lineTotalCents: 180_000,
    },
  ],
  totals: {
    subtotalCents: 399_500,
    discountCents: 0,
    promoCode: null,
    taxRateBasisPoints: 0,
    taxCents: 0,
    totalCents: 399_500,
  },
  refundedCents: 0,
  status: 'paid',
} as unknown as StaffOrderDetail;

describe('OrderLines', () => {
  it('lists the options bought under their line, with the price and lead time of each', () => {
    render(<OrderLines order={order} />);
    const table = screen.getByRole('table', { name: 'Items of order AP-1042' });
    const options = within(table).getByRole('list', { name: 'Options of Courtyard House' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '+ Pier and beam foundation, $295.00 · Drawn within 10 days of payment',
      '+ Right-reading reverse, $100.00 · Drawn within 2 days of payment',
    ]);
    const courtyard = within(table).getByRole('row', { name: /Courtyard House/ });
    expect(courtyard.textContent).toContain('$2,195.00');
    // On a phone, under the line total: the licence's price and what the options add.
    expect(courtyard.textContent).toContain('1 × $1,800.00 + options $395.00');
  });

  it('says nothing more for a line without options', () => {
    render(<OrderLines order={order} />);
    expect(screen.queryByRole('list', { name: 'Options of Lake Cabin' })).toBeNull();
    expect(screen.getByRole('row', { name: /Lake Cabin/ }).textContent).toContain('2 × $900.00');
    expect(screen.getByRole('row', { name: /Lake Cabin/ }).textContent).not.toContain('options');
  });

  it('names the build site the buyer gave for each line, or says it is not named yet once paid', () => {
    render(<OrderLines order={order} />);
    expect(screen.getByRole('row', { name: /Courtyard House/ }).textContent).toContain(
      'Build site: 12 Harbour Road, Hobart',
    );
    expect(screen.getByRole('row', { name: /Lake Cabin/ }).textContent).toContain('Build site: not named yet');
  });

  it('says nothing of a build site before the order is paid', () => {
    render(
      <OrderLines
        order={
          { ...order, status: 'awaiting_payment', lines: [{ ...order.lines[1], buildSite: null }] } as StaffOrderDetail
        }
      />,
    );
    expect(screen.getByRole('row', { name: /Lake Cabin/ }).textContent).not.toContain('Build site');
  });
});

import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderHeading, OrderLines } from './order-summary';

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

/** The rows of a table section: each row's header and cells, as text. */
const rowTexts = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('OrderLines', () => {
  it('lists each line’s price as it adds up: the licence for its builds, each option with its lead time, the line total', () => {
    render(<OrderLines order={order} />);
    const table = screen.getByRole('table', { name: 'Items of order AP-1042' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Item', 'Amount']);
    const [courtyard, cabin] = within(table).getAllByRole('rowgroup').slice(1);
    expect(rowTexts(courtyard as HTMLElement)).toEqual([
      ['Courtyard HouseBuild site: 12 Harbour Road, Hobart'],
      ['PDF plan set, single build', '$1,800.00'],
      ['Pier and beam foundationDrawn within 10 days of payment', '$295.00'],
      ['Right-reading reverseDrawn within 2 days of payment', '$100.00'],
      ['Line total', '$2,195.00'],
    ]);
    // One row is the line's total itself.
    expect(rowTexts(cabin as HTMLElement)).toEqual([
      ['Lake CabinBuild site: not named yet'],
      ['CAD files, 2 × $900.00', '$1,800.00'],
    ]);
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

  it('totals the order under the lines', () => {
    render(<OrderLines order={order} />);
    const table = screen.getByRole('table', { name: 'Items of order AP-1042' });
    expect(within(table).getByRole('row', { name: 'Subtotal $3,995.00' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total $3,995.00' })).toBeTruthy();
  });
});

describe('OrderHeading', () => {
  const placed: StaffOrderDetail = {
    ...order,
    delivery: 'ready',
    createdAt: '2026-03-02T10:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
  };

  it("links a quote's deposit or balance order back to its quote", () => {
    render(
      <MemoryRouter>
        <OrderHeading order={{ ...placed, quote: { number: 'Q-7K3Q-X9M2', part: 'balance' } }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Balance of quote/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Q-7K3Q-X9M2' }).getAttribute('href')).toBe('/quotes/Q-7K3Q-X9M2');
  });

  it('names no quote for any other order', () => {
    render(
      <MemoryRouter>
        <OrderHeading order={{ ...placed, quote: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/of quote/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderParties } from './order-parties';

// Only the buyer, billing and payment matter to these cards.
const order = (payment: StaffOrderDetail['payment']) =>
  ({
    number: 'AP-1042',
    currency: 'USD',
    buyer: { id: 'c1', name: 'Ann Buyer', email: 'ann@example.com', phone: null, company: null, country: 'US' },
    billing: {},
    projectLocation: null,
    notes: null,
    payment,
  }) as unknown as StaffOrderDetail;

/** The payment card's facts, label and value. */
function paymentFacts(payment: StaffOrderDetail['payment']) {
  render(
    <MemoryRouter>
      <OrderParties order={order(payment)} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('region', { name: 'Payment' });
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('the payment card of the order page', () => {
  it('shows the bank reference staff recorded as a bank transfer’s reference', () => {
    expect(paymentFacts({ provider: 'manual', reference: null, bankReference: 'SEPA 0042' })).toEqual([
      ['Method', 'Bank transfer'],
      ['Reference', 'SEPA 0042'],
      ['Currency', 'USD'],
      ['Notes', '—'],
    ]);
  });

  it('shows a dash until a reference is known', () => {
    expect(paymentFacts({ provider: 'manual', reference: null, bankReference: null })).toContainEqual([
      'Reference',
      '—',
    ]);
  });

  it('shows a card payment’s reference from its provider', () => {
    expect(paymentFacts({ provider: 'stripe', reference: 'cs_test_1', bankReference: null })).toContainEqual([
      'Reference',
      'cs_test_1',
    ]);
  });

  it('lists both when a card payment also has a bank reference', () => {
    const facts = paymentFacts({ provider: 'stripe', reference: 'cs_test_2', bankReference: 'WIRE 7' });
    expect(facts).toContainEqual(['Reference', 'cs_test_2']);
    expect(facts).toContainEqual(['Bank reference', 'WIRE 7']);
  });
});

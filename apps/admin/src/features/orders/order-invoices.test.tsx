import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderInvoices } from './order-invoices';

// Only its number and invoices matter to the table.
const order = (invoices: StaffOrderDetail['invoices']) => ({ number: 'AP-1042', invoices }) as StaffOrderDetail;

describe('OrderInvoices', () => {
  it('links each invoice and credit note to its PDF, a credit note’s amount as a credit', () => {
    render(
      <OrderInvoices
        order={order([
          {
            number: 'INV-2026-000007',
            kind: 'invoice',
            issuedAt: '2026-03-02T10:00:00.000Z',
            totalCents: 529_884,
            url: '/api/admin/orders/AP-1042/invoices/INV-2026-000007',
          },
          {
            number: 'CN-2026-000002',
            kind: 'credit_note',
            issuedAt: '2026-03-09T10:00:00.000Z',
            totalCents: 10_000,
            url: '/api/admin/orders/AP-1042/invoices/CN-2026-000002',
          },
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Invoices and credit notes of order AP-1042' });
    const invoice = within(table).getByRole('link', { name: 'Invoice INV-2026-000007 (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/api/admin/orders/AP-1042/invoices/INV-2026-000007');
    const credit = within(table).getByRole('row', { name: /Credit note CN-2026-000002/ });
    expect(within(credit).getByRole('link').getAttribute('href')).toBe(
      '/api/admin/orders/AP-1042/invoices/CN-2026-000002',
    );
    expect(credit.textContent).toContain('-$100.00');
    expect(within(table).getByRole('row', { name: /INV-2026-000007/ }).textContent).toContain('$5,298.84');
  });

  it('says when the order has no invoice yet', () => {
    render(<OrderInvoices order={order([])} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Invoices' }).textContent).toContain(
      'No invoice yet: it is issued when the order is paid.',
    );
  });
});

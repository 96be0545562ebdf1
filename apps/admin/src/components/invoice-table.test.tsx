import type { StaffInvoice } from '@atelier/domain/invoice-admin';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvoiceTable } from './invoice-table';

const invoice: StaffInvoice = {
  number: 'INV-2026-000007',
  kind: 'invoice',
  issuedAt: '2026-03-02T10:00:00.000Z',
  totalCents: 529_884,
  url: '/api/admin/orders/AP-1042/invoices/INV-2026-000007',
};
const credit: StaffInvoice = {
  number: 'CN-2026-000002',
  kind: 'credit_note',
  issuedAt: '2026-03-09T10:00:00.000Z',
  totalCents: 10_000,
  url: '/api/admin/orders/AP-1042/invoices/CN-2026-000002',
};

const table = (invoices: readonly (StaffInvoice & { orderNumber?: string })[]) =>
  render(
    <MemoryRouter>
      <InvoiceTable id="invoices" caption="Invoices of AP-1042" empty="No invoice yet." invoices={invoices} />
    </MemoryRouter>,
  );

describe('InvoiceTable', () => {
  it('links each invoice and credit note to its PDF, a credit note’s amount as a credit', () => {
    table([invoice, credit]);
    const shown = screen.getByRole('table', { name: 'Invoices of AP-1042' });
    const link = within(shown).getByRole('link', { name: 'Invoice INV-2026-000007 (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/admin/orders/AP-1042/invoices/INV-2026-000007');
    const creditRow = within(shown).getByRole('row', { name: /Credit note CN-2026-000002/ });
    expect(within(creditRow).getByRole('link').getAttribute('href')).toBe(
      '/api/admin/orders/AP-1042/invoices/CN-2026-000002',
    );
    expect(creditRow.textContent).toContain('-$100.00');
    expect(within(shown).getByRole('row', { name: /INV-2026-000007/ }).textContent).toContain('$5,298.84');
    expect(within(shown).queryByRole('columnheader', { name: 'Order' })).toBeNull();
  });

  it("links each row's order when the invoices are a customer's", () => {
    table([{ ...invoice, orderNumber: 'AP-1042' }]);
    const shown = screen.getByRole('table', { name: 'Invoices of AP-1042' });
    expect(within(shown).getByRole('columnheader', { name: 'Order' })).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'AP-1042' }).getAttribute('href')).toBe('/orders/AP-1042');
  });

  it('says when there is no invoice yet', () => {
    table([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Invoices' }).textContent).toContain('No invoice yet.');
  });
});

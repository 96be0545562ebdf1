import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember, stubStaffResource } from '../../test/staff-api';
import { InvoiceNumbering } from './invoice-numbering';

const URL = '/api/admin/settings/invoice-numbering';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invoice numbering panel', () => {
  it('shows each sequence’s last number this year and the next one, read only', async () => {
    stubStaffResource(staffMember('super_admin'), URL, {
      year: 2026,
      sequences: [
        { kind: 'invoice', last: 'INV-2026-000041', next: 'INV-2026-000042' },
        { kind: 'credit_note', last: null, next: 'CN-2026-000001' },
      ],
    });
    renderSignedIn(<InvoiceNumbering />);
    const table = await screen.findByRole('table', { name: 'Invoice numbers in 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sequence', 'Last issued', 'Next'],
      ['Invoices', 'INV-2026-000041', 'INV-2026-000042'],
      ['Credit notes', 'None yet in 2026', 'CN-2026-000001'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Invoice numbering' })).queryByRole('textbox')).toBeNull();
  });

  it('says when the numbers could not be loaded, with a retry', async () => {
    stubStaffResource(staffMember('super_admin'), '/api/admin/elsewhere', {});
    renderSignedIn(<InvoiceNumbering />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice numbering could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

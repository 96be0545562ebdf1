import type { StaffInvoice } from '@atelier/domain/invoice-admin';
import type { InvoiceLink } from '@atelier/domain/invoices';
import type { IssuedInvoice } from '../invoices/service.ts';

/**
 * The buyer's links to an order's invoices and credit notes: the storefront's /invoice/<number>, with
 * the order page's token when the page was opened with one (a signed-in buyer's account needs none).
 */
export function invoiceLinks(issued: readonly IssuedInvoice[], token: string | null): InvoiceLink[] {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return issued.map((invoice) => ({
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    url: `/invoice/${invoice.number}${query}`,
  }));
}

/** An invoice or credit note as the admin lists it, with its PDF on the staff API. */
export function staffInvoice(orderNumber: string, invoice: IssuedInvoice): StaffInvoice {
  return {
    ...invoice,
    issuedAt: invoice.issuedAt.toISOString(),
    url: `/api/admin/orders/${encodeURIComponent(orderNumber)}/invoices/${invoice.number}`,
  };
}

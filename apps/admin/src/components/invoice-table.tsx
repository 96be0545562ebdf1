import type { StaffInvoice } from '@atelier/domain/invoice-admin';
import { INVOICE_KIND_LABELS } from '@atelier/domain/invoices';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';
import { DateTime } from './date-time';
import { linkClass } from './form-styles';
import { TableCard } from './table-card';

const td = 'px-4 py-2';

/**
 * Invoices and credit notes (decision 045), each a link to its PDF: what the buyer was sent, as it was
 * issued. A credit note's amount is shown as a credit. With `orderNumber` on each row (a customer's
 * invoices) an Order column links each order.
 */
export function InvoiceTable({
  id,
  caption,
  empty,
  invoices,
}: {
  id: string;
  caption: string;
  empty: string;
  invoices: readonly (StaffInvoice & { orderNumber?: string })[];
}) {
  const withOrders = invoices.some((invoice) => invoice.orderNumber);
  return (
    <TableCard
      id={id}
      level={3}
      title="Invoices"
      empty={invoices.length === 0 && empty}
      caption={caption}
      columns={[
        { label: 'Document' },
        withOrders && { label: 'Order' },
        { label: 'Issued' },
        { label: 'Amount', align: 'right' },
      ]}
    >
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.number} className="border-t border-border">
            <th scope="row" className={`${td} font-normal`}>
              {/* The staff API answers the PDF itself; the session cookie goes with the plain link. */}
              <a href={invoice.url} download className={linkClass}>
                {`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number} (PDF)`}
              </a>
            </th>
            {withOrders && (
              <td className={td}>
                <Link to={`/orders/${invoice.orderNumber}`} className={linkClass}>
                  {invoice.orderNumber}
                </Link>
              </td>
            )}
            <td className={td}>
              <DateTime value={invoice.issuedAt} />
            </td>
            <td className={`${td} text-right tabular-nums`}>
              {formatMoney(invoice.kind === 'credit_note' ? -invoice.totalCents : invoice.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

import { INVOICE_KIND_LABELS } from '@atelier/domain/invoices';
import { formatMoney } from '@atelier/domain/money';
import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { TableCard } from '../../components/table-card';

const td = 'px-4 py-2';

/**
 * The invoice and credit notes issued for the order (decision 045), oldest first, each a link to its
 * PDF: what the buyer was sent, as it was issued. A credit note's amount is shown as a credit.
 */
export function OrderInvoices({ order }: { order: StaffOrderDetail }) {
  return (
    <TableCard
      id="order-invoices-title"
      level={3}
      title="Invoices"
      empty={order.invoices.length === 0 && 'No invoice yet: it is issued when the order is paid.'}
      caption={`Invoices and credit notes of order ${order.number}`}
      columns={[{ label: 'Document' }, { label: 'Issued' }, { label: 'Amount', align: 'right' }]}
    >
      <tbody>
        {order.invoices.map((invoice) => (
          <tr key={invoice.number} className="border-t border-border">
            <th scope="row" className={`${td} font-normal`}>
              {/* The staff API answers the PDF itself; the session cookie goes with the plain link. */}
              <a href={invoice.url} download className={linkClass}>
                {`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number} (PDF)`}
              </a>
            </th>
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

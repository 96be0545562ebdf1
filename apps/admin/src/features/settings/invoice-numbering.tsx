import { INVOICE_KIND_LABELS } from '@atelier/domain/invoices';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { SimpleTable } from '../../components/table-card';
import { useInvoiceNumbering } from './api';

const td = 'px-4 py-2';

/**
 * Where the invoice and credit-note sequences stand this year (decision 045). Read only: the numbers are
 * taken by payments and refunds, never set by hand, so the sequences stay without gaps.
 */
export function InvoiceNumbering() {
  const query = useInvoiceNumbering();
  const numbering = query.data;
  return (
    <SectionCard
      id="invoice-numbering-title"
      title="Invoice numbering"
      description="Paying an order issues its invoice; each refund issues a credit note. Each is numbered in its own sequence per calendar year (UTC), without gaps."
    >
      {numbering ? (
        <SimpleTable
          caption={`Invoice numbers in ${numbering.year}`}
          frame="outline"
          columns={[{ label: 'Sequence' }, { label: 'Last issued' }, { label: 'Next' }]}
        >
          <tbody>
            {numbering.sequences.map((sequence) => (
              <tr key={sequence.kind} className="border-t border-border">
                <th scope="row" className={`${td} font-medium`}>
                  {INVOICE_KIND_LABELS[sequence.kind]}s
                </th>
                <td className={`${td} font-mono`}>{sequence.last ?? `None yet in ${numbering.year}`}</td>
                <td className={`${td} font-mono`}>{sequence.next}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      ) : (
        <QueryFallback query={query} errorTitle="The invoice numbering could not be loaded.">
          Loading the invoice numbering...
        </QueryFallback>
      )}
    </SectionCard>
  );
}

import { INVOICE_KIND_LABELS, type InvoiceLink } from '@atelier/domain/invoices';
import { formatLongDate } from '@atelier/domain/number-format';
import { FileText } from 'lucide-react';

/**
 * An order's invoice and credit notes (decision 045), each a link to its PDF: on the order page and in
 * the library. `level` is the heading's level; `headingId` must be unique on the page. Nothing is shown
 * before the order is invoiced.
 */
export function InvoiceLinks({
  invoices,
  level = 2,
  headingId = 'invoices-heading',
}: {
  invoices: readonly InvoiceLink[];
  level?: 2 | 3;
  headingId?: string;
}) {
  if (invoices.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <Heading id={headingId} className={level === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
        Invoices
      </Heading>
      <ul className="mt-3 space-y-2">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {/* A plain link: the PDF is answered by a resource route, not a page. */}
            <a
              href={invoice.url}
              download
              className="inline-flex items-center gap-2 font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <FileText aria-hidden className="size-4" />
              {`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number} (PDF)`}
            </a>
            <span className="text-sm text-muted-fg">issued {formatLongDate(invoice.issuedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

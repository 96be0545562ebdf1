import type { LibraryOrder } from '@atelier/domain/account';
import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import { FileText } from 'lucide-react';
import { Form, Link } from 'react-router';
import { InvoiceLinks } from '../../components/invoice-links';
import { LineOptions } from '../../components/line-options';
import { Downloads } from '../../components/order-downloads';
import { StatusBadge } from '../../components/order-status-badge';
import { buttonClass } from './account-styles';

function OrderLines({ order }: { order: LibraryOrder }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {order.lines.map((line) => (
        <li key={`${line.designId}-${line.licence}`}>
          <Link to={`/design/${line.designId}`} className="font-medium hover:text-primary hover:underline">
            {line.title}
          </Link>
          <span className="text-muted-fg">
            {' · '}
            {licenceLabel(line.licence)}
            {line.quantity > 1 ? ` · ${line.quantity} copies` : ''}
          </span>
          <LineOptions options={line.options} paidAt={order.paidAt} />
        </li>
      ))}
    </ul>
  );
}

export type BuildSiteError = { key: string; message: string };

/**
 * Each paid line's licence certificate, and its build site: named once, with a plain form, then printed
 * on the certificate and on every later download of the plan set.
 */
function Certificates({
  order,
  headingId,
  error,
}: {
  order: LibraryOrder;
  headingId: string;
  error: BuildSiteError | null;
}) {
  if (order.certificates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-semibold">
        Licence certificates
      </h3>
      <ul className="mt-3 space-y-4">
        {order.certificates.map((certificate) => {
          const key = `${order.number}:${certificate.designId}`;
          const fieldId = `site-${order.number}-${certificate.designId}`;
          const message = error?.key === key ? error.message : null;
          return (
            <li key={certificate.designId}>
              <a
                href={certificate.url}
                download
                className="inline-flex items-center gap-2 font-medium text-primary underline"
              >
                <FileText aria-hidden className="size-4" />
                {`Licence certificate, ${certificate.title} (PDF)`}
              </a>
              {certificate.buildSite ? (
                <p className="mt-1 text-sm text-muted-fg">Build site: {certificate.buildSite}</p>
              ) : (
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="order" value={order.number} />
                  <input type="hidden" name="design" value={certificate.designId} />
                  <label htmlFor={fieldId} className="grid gap-1 text-sm">
                    <span>
                      Build site for {certificate.title} (printed on the certificate and plan set; named once)
                    </span>
                    <input
                      id={fieldId}
                      name="site"
                      required
                      maxLength={300}
                      autoComplete="street-address"
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${fieldId}-error` : undefined}
                      className="h-10 w-80 max-w-full rounded-md border border-border bg-bg px-3"
                    />
                  </label>
                  <button type="submit" name="intent" value="build-site" className={buttonClass}>
                    Name the build site
                  </button>
                  {message && (
                    <p id={`${fieldId}-error`} role="alert" className="w-full text-sm text-danger">
                      {message}
                    </p>
                  )}
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One order of the library: its lines, downloads, invoices and licence certificates. */
export function LibraryEntry({
  order,
  buildSiteError,
}: {
  order: LibraryOrder;
  buildSiteError: BuildSiteError | null;
}) {
  const headingId = `order-${order.number}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold">
            Order {order.number}
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-sm text-muted-fg">
          Placed on {formatLongDate(order.createdAt)} · {formatMoney(order.totals.totalCents)}
        </p>
        <OrderLines order={order} />
        {order.downloads.length > 0 && <Downloads order={order} level={3} headingId={`${headingId}-downloads`} />}
        <InvoiceLinks invoices={order.invoices} level={3} headingId={`${headingId}-invoices`} />
        <Certificates order={order} headingId={`${headingId}-certificates`} error={buildSiteError} />
        <Link
          to={`/order/${order.number}`}
          className="mt-6 inline-block text-sm font-medium text-primary hover:underline"
        >
          Order details<span className="sr-only">{` for ${order.number}`}</span>
        </Link>
      </article>
    </li>
  );
}

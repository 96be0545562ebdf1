import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import {
  type BuyerOrder,
  type DownloadLink,
  formatTaxRate,
  ORDER_STATUS_LABELS,
  type PaymentInstructions,
} from '@atelier/domain/orders';
import { CheckCircle2, Clock, Download, XCircle } from 'lucide-react';
import { InvoiceLinks } from '../../components/invoice-links';
import { LineOptions } from '../../components/line-options';

export function StatusBadge({ status }: { status: BuyerOrder['status'] }) {
  // The tint and the icon carry the colour; the text stays the body colour, readable on every tint.
  const styles = {
    paid: { badge: 'bg-success/15', icon: 'text-success' },
    awaiting_payment: { badge: 'bg-accent/20', icon: 'text-fg' },
    cancelled: { badge: 'bg-danger/15', icon: 'text-danger' },
    refunded: { badge: 'bg-danger/15', icon: 'text-danger' },
  } as const;
  const Icon = status === 'paid' ? CheckCircle2 : status === 'cancelled' || status === 'refunded' ? XCircle : Clock;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-fg ${styles[status].badge}`}
    >
      <Icon aria-hidden className={`size-4 ${styles[status].icon}`} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** The account to pay into, one row per detail; a click on a value selects all of it for copying. */
function BankDetails({ details }: { details: PaymentInstructions['details'] }) {
  if (details.length === 0) return null;
  return (
    <dl className="mt-3 divide-y divide-border rounded-md border border-border bg-bg">
      {details.map(({ label, value }) => (
        <div key={label} className="grid gap-x-4 gap-y-0.5 px-4 py-2 sm:grid-cols-[11rem_1fr]">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="font-mono tabular-nums break-all select-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NextSteps({ order }: { order: BuyerOrder }) {
  if (order.status === 'cancelled') {
    return <p>This order was cancelled. If you have questions about it, please contact us with your order number.</p>;
  }
  if (order.status === 'refunded') {
    return <p>This order was refunded. If you have questions about it, please contact us with your order number.</p>;
  }
  if (order.status === 'paid') {
    return (
      <p>
        Your payment is confirmed. Download your files below; the same links were emailed to {order.email}. Each design
        is licensed to you as its licence in this order allows.
      </p>
    );
  }
  if (order.paymentInstructions) {
    return (
      <>
        <p>Your order is reserved and awaiting payment. To complete it, pay by bank transfer:</p>
        <BankDetails details={order.paymentInstructions.details} />
        {order.paymentInstructions.paragraphs.map((line) => (
          <p key={line} className="mt-3">
            {line}
          </p>
        ))}
        <p className="mt-3">
          Amount to pay: <strong>{formatMoney(order.totals.totalCents)}</strong>. A copy of these instructions was
          emailed to {order.email}.
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        We are waiting for the payment confirmation. This page updates once it arrives, and we email your download links
        to {order.email}.
      </p>
      {order.paymentUrl && (
        <p className="mt-3">
          Not paid yet?{' '}
          <a href={order.paymentUrl} className="font-medium text-primary underline">
            Complete your payment
          </a>
        </p>
      )}
    </>
  );
}

/** The links of one design's files, in the order the server lists them, designs in order too. */
function byDesign(downloads: readonly DownloadLink[]): { designId: string; title: string; links: DownloadLink[] }[] {
  const groups = new Map<string, { designId: string; title: string; links: DownloadLink[] }>();
  for (const link of downloads) {
    const group = groups.get(link.designId) ?? { designId: link.designId, title: link.title, links: [] };
    group.links.push(link);
    groups.set(link.designId, group);
  }
  return [...groups.values()];
}

/**
 * One link per file (decision 032): the plan set, and the CAD files when the licence includes them.
 * `level` is the heading level of "Your downloads" (each design's title is one below); `headingId` must
 * be unique on the page.
 */
export function Downloads({
  order,
  level = 2,
  headingId = 'downloads-heading',
}: {
  order: Pick<BuyerOrder, 'lines' | 'downloads'>;
  level?: 2 | 3;
  headingId?: string;
}) {
  const licences = new Map(order.lines.map((line) => [line.designId, line.licence]));
  const Heading = level === 2 ? 'h2' : 'h3';
  const DesignHeading = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <Heading id={headingId} className="text-lg font-semibold">
        Your downloads
      </Heading>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {byDesign(order.downloads).map((design) => {
          const licence = licences.get(design.designId);
          return (
            <li key={design.designId} className="p-4">
              <DesignHeading className="font-medium">{design.title}</DesignHeading>
              {licence && <p className="text-sm text-muted-fg">{licenceLabel(licence)}</p>}
              <ul className="mt-3 space-y-3">
                {design.links.map((link) => (
                  <li key={link.file} className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="text-sm font-medium">{link.label}</p>
                      <p className="text-sm text-muted-fg">
                        {link.usesLeft} {link.usesLeft === 1 ? 'download' : 'downloads'} left, until{' '}
                        {formatLongDate(link.expiresAt)}
                      </p>
                    </div>
                    {link.usesLeft > 0 ? (
                      <a
                        href={link.url}
                        download
                        className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      >
                        <Download aria-hidden className="size-4" />
                        Download
                        <span className="sr-only">{` ${design.title}, ${link.label}`}</span>
                      </a>
                    ) : (
                      <span className="text-sm text-muted-fg">Download limit reached. Contact us for a new link.</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The buyer's view of one order: lines, totals with tax, status, what happens next, downloads and invoices. */
export function OrderConfirmation({ order }: { order: BuyerOrder }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p className="text-sm text-muted-fg">Thank you, {order.customerName}</p>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold">Order {order.number}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-sm text-muted-fg">Placed on {formatLongDate(order.createdAt)}</p>

      <section aria-labelledby="next-heading" className="mt-8 rounded-lg border border-border bg-muted/50 p-6">
        <h2 id="next-heading" className="text-lg font-semibold">
          What happens next
        </h2>
        <div className="mt-3 text-sm leading-relaxed">
          <NextSteps order={order} />
        </div>
      </section>

      {order.downloads.length > 0 && <Downloads order={order} />}
      <InvoiceLinks invoices={order.invoices} />

      <section aria-labelledby="items-heading" className="mt-8">
        <h2 id="items-heading" className="text-lg font-semibold">
          Order summary
        </h2>
        <table className="mt-3 w-full text-sm">
          <thead className="border-b border-border text-left text-muted-fg">
            <tr>
              <th scope="col" className="py-2 font-medium">
                Design
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {order.lines.map((line) => (
              <tr key={line.designId}>
                <td className="py-3">
                  {line.title}
                  <span className="block text-muted-fg">{licenceLabel(line.licence)}</span>
                  <LineOptions options={line.options} paidAt={order.paidAt} />
                </td>
                <td className="py-3 text-right">{formatMoney(line.unitPriceCents)}</td>
                <td className="py-3 text-right">{line.quantity}</td>
                <td className="py-3 text-right">{formatMoney(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 text-right font-normal">
                Subtotal
              </th>
              <td className="pt-3 text-right">{formatMoney(order.totals.subtotalCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 text-right font-normal">
                Tax ({formatTaxRate(order.totals.taxRateBasisPoints)})
              </th>
              <td className="pt-1 text-right">{formatMoney(order.totals.taxCents)}</td>
            </tr>
            <tr className="text-base font-semibold">
              <th scope="row" colSpan={3} className="pt-2 text-right">
                Total
              </th>
              <td className="pt-2 text-right">{formatMoney(order.totals.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="mt-8 text-sm text-muted-fg">
        Keep this page's address private: it is the key to your order and downloads.
      </p>
    </div>
  );
}

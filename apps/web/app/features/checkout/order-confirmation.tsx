import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import type { BuyerOrder, PaymentInstructions } from '@atelier/domain/orders';
import { InvoiceLinks } from '../../components/invoice-links';
import { Downloads } from '../../components/order-downloads';
import { StatusBadge } from '../../components/order-status-badge';
import { OrderSummaryTable } from '../../components/order-summary-table';
import { LicenceUpgrades } from './licence-upgrades';

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

/**
 * The buyer's view of one order: lines, totals (with a promotion code's discount, if any, and tax), status,
 * what happens next, downloads, invoices and, given `upgrades` (the page's order link token, or null when
 * it was opened by the signed-in account), the licence upgrades a paid order offers.
 */
export function OrderConfirmation({ order, upgrades }: { order: BuyerOrder; upgrades?: { token: string | null } }) {
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
      {upgrades && <LicenceUpgrades order={order.number} offers={order.upgrades} token={upgrades.token} />}

      <section aria-labelledby="items-heading" className="mt-8">
        <h2 id="items-heading" className="text-lg font-semibold">
          Order summary
        </h2>
        <OrderSummaryTable lines={order.lines} totals={order.totals} paidAt={order.paidAt} />
      </section>
      <p className="mt-8 text-sm text-muted-fg">
        Keep this page's address private: it is the key to your order and downloads.
      </p>
    </div>
  );
}

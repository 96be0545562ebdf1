import { PAYMENT_PROVIDER_LABELS, type StaffOrderDetail } from '@atelier/domain/staff-orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClass } from '../../components/form-styles';

const BILLING_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  country: 'Country',
  address: 'Address',
};

function Details({ title, id, rows }: { title: string; id: string; rows: [string, ReactNode][] }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Who bought the order, what they entered for billing, and how it is paid. */
export function OrderParties({ order }: { order: StaffOrderDetail }) {
  const { buyer, payment } = order;
  const billing = Object.entries(order.billing).map(([key, value]): [string, ReactNode] => [
    BILLING_LABELS[key] ?? key,
    value,
  ]);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Details
        title="Buyer"
        id="order-buyer-title"
        rows={[
          [
            'Name',
            <Link key="name" to={`/customers/${encodeURIComponent(buyer.id)}`} className={linkClass}>
              {buyer.name}
            </Link>,
          ],
          ['E-mail', buyer.email],
          ['Phone', buyer.phone],
          ['Company', buyer.company],
          ['Country', buyer.country],
          ['Project location', order.projectLocation],
        ]}
      />
      <Details title="Billing details" id="order-billing-title" rows={billing} />
      <Details
        title="Payment"
        id="order-payment-title"
        rows={[
          ['Method', PAYMENT_PROVIDER_LABELS[payment.provider]],
          ['Reference', payment.reference],
          ['Currency', order.currency],
          ['Notes', order.notes],
        ]}
      />
    </div>
  );
}

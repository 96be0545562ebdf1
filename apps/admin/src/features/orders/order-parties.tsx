import { countryName } from '@atelier/domain/checkout';
import { PAYMENT_PROVIDER_LABELS, type StaffOrderDetail } from '@atelier/domain/staff-orders';
import { Link } from 'react-router';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { linkClass } from '../../components/form-styles';

const BILLING_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  country: 'Country',
  address: 'Address',
  vatNumber: 'VAT number',
};

function Details({ title, id, rows }: { title: string; id: string; rows: DetailRow[] }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      <DetailList rows={rows} />
    </section>
  );
}

/**
 * How the payment is known: a card payment by its provider's reference, a bank transfer by the reference
 * staff read off the statement when they marked it paid (both, should a card payment have both).
 */
function referenceRows({ reference, bankReference }: StaffOrderDetail['payment']): DetailRow[] {
  if (!reference) return [['Reference', bankReference]];
  return bankReference
    ? [
        ['Reference', reference],
        ['Bank reference', bankReference],
      ]
    : [['Reference', reference]];
}

/** Who bought the order, what they entered for billing, and how it is paid. */
export function OrderParties({ order }: { order: StaffOrderDetail }) {
  const { buyer, payment } = order;
  const billing = Object.entries(order.billing).map(
    ([key, value]): DetailRow => [BILLING_LABELS[key] ?? key, key === 'country' && value ? countryName(value) : value],
  );
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
          ['Country', buyer.country && countryName(buyer.country)],
          ['Project location', order.projectLocation],
        ]}
      />
      <Details title="Billing details" id="order-billing-title" rows={billing} />
      <Details
        title="Payment"
        id="order-payment-title"
        rows={[
          ['Method', PAYMENT_PROVIDER_LABELS[payment.provider]],
          ...referenceRows(payment),
          ['Currency', order.currency],
          ['Notes', order.notes],
        ]}
      />
    </div>
  );
}

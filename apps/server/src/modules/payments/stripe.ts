import type Stripe from 'stripe';
import type { Env } from '../../env.ts';
import { loadStripe } from '../../lazy-package.ts';
import type { PaymentProvider } from './provider.ts';

export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const StripeClient = loadStripe();
  return new StripeClient(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout: the buyer pays on Stripe's hosted page; a signed webhook marks the order paid. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async start(order, urls) {
      if (order.reference) {
        const existing = await stripe.checkout.sessions.retrieve(order.reference);
        if (existing.status === 'open' && existing.url) return { paymentUrl: existing.url, reference: existing.id };
      }
      const item = (name: string, unitAmount: number, quantity = 1): Stripe.Checkout.SessionCreateParams.LineItem => ({
        quantity,
        price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name } },
      });
      // Each licence per build, each plan option once, then the tax: they add up to the order's total
      // before its discount, which a one-off coupon of the same amount takes off.
      const lineItems = order.lines.flatMap((line) => [
        item(line.title, line.unitPriceCents, line.quantity),
        ...line.options.map((option) => item(`${line.title}: ${option.label}`, option.priceCents)),
      ]);
      if (order.taxCents > 0) lineItems.push(item(order.taxLabel, order.taxCents));
      const discounts = order.discount
        ? [{ coupon: (await orderCoupon(stripe, order.id, order.discount)).id }]
        : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: order.email,
          client_reference_id: order.id,
          metadata: { orderId: order.id, orderNumber: order.number },
          line_items: lineItems,
          ...(discounts ? { discounts } : {}),
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { idempotencyKey: `order-${order.id}-${order.reference ?? 'first'}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a payment page');
      return { paymentUrl: session.url, reference: session.id };
    },
    async isPaid(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      return { paid: session.payment_status === 'paid', amountTotal: session.amount_total };
    },
  };
}

/** The order's discount as a Stripe coupon for one use, made once per order. */
function orderCoupon(stripe: Stripe, orderId: string, discount: { label: string; cents: number }) {
  return stripe.coupons.create(
    { amount_off: discount.cents, currency: 'usd', duration: 'once', max_redemptions: 1, name: discount.label },
    { idempotencyKey: `coupon-${orderId}` },
  );
}

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
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = order.lines.map((line) => ({
        quantity: line.quantity,
        price_data: { currency: 'usd', unit_amount: line.unitPriceCents, product_data: { name: line.title } },
      }));
      if (order.taxCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: order.taxCents, product_data: { name: order.taxLabel } },
        });
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: order.email,
          client_reference_id: order.id,
          metadata: { orderId: order.id, orderNumber: order.number },
          line_items: lineItems,
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

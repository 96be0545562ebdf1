import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { sendError } from '../../plugins/errors.ts';
import type { Services } from '../../services.ts';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Stripe's webhook; the signature is computed over the exact bytes sent, so the body stays raw here. */
export function registerStripeWebhook(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/payments/stripe/webhook', async (request, reply) => {
      const stripe = services.orders.stripe;
      const secret = services.env.STRIPE_WEBHOOK_SECRET;
      if (!stripe || !secret) return sendError(reply, 404, 'not_found', 'Not found.');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        return sendError(reply, 400, 'invalid_signature', 'The webhook signature is missing.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        request.log.warn('stripe webhook with a bad signature');
        return sendError(reply, 400, 'invalid_signature', 'The webhook signature is not valid.');
      }
      if (PAID_EVENTS.has(event.type)) {
        const session = event.data.object as Stripe.Checkout.Session;
        const orderId = session.client_reference_id ?? session.metadata?.orderId;
        if (session.payment_status === 'paid' && orderId) {
          const outcome = await services.orders.confirmPayment(orderId, session.id, session.amount_total, request.ctx);
          request.log.info({ event: event.id, ...outcome }, 'stripe payment event');
        }
      }
      return { received: true };
    });
  });
}

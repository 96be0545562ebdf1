import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  metadata: Record<string, string>;
}

/** A local stand-in for the Stripe endpoints the shop calls: create a coupon, create and retrieve a Checkout Session. */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const coupons = new Map<string, { id: string; object: 'coupon'; amount_off: number }>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, form });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (failures > 0) {
        failures--;
        return send(500, { error: { type: 'api_error', message: 'boom' } });
      }
      if (request.headers.authorization !== 'Bearer sk_test_fake') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
      }
      if (request.method === 'POST' && path === '/v1/coupons') {
        const coupon = {
          id: `coupon_${coupons.size + 1}`,
          object: 'coupon' as const,
          amount_off: Number(form.get('amount_off')),
        };
        coupons.set(coupon.id, coupon);
        return send(200, coupon);
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        let amount = 0;
        for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
          amount +=
            Number(form.get(`line_items[${i}][quantity]`)) *
            Number(form.get(`line_items[${i}][price_data][unit_amount]`));
        }
        amount -= coupons.get(form.get('discounts[0][coupon]') ?? '')?.amount_off ?? 0;
        const id = `cs_test_${sessions.size + 1}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          success_url: form.get('success_url') ?? '',
          metadata: {
            orderId: form.get('metadata[orderId]') ?? '',
            orderNumber: form.get('metadata[orderNumber]') ?? '',
          },
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1] && sessions.has(retrieve[1])) {
        return send(200, sessions.get(retrieve[1]));
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    failNextRequests(count: number) {
      failures = count;
    },
    pay(id: string) {
      const session = sessions.get(id);
      if (session) Object.assign(session, { status: 'complete', payment_status: 'paid' });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

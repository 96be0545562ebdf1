import { refundNoteSchema, staffOrderQuerySchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

const orderParams = z.object({ number: z.string().trim().min(1).max(40) });
const customerParams = z.object({ id: z.string().trim().min(1).max(64) });
const customerQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

/** Staff API for orders and customers (the admin screens read these). */
export function registerOrderStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const orders = services.orders;

  api.get(
    '/api/admin/orders',
    { ...access('orders', 'read'), schema: { querystring: staffOrderQuerySchema } },
    async (request) => orders.listOrders(request.query),
  );

  api.get(
    '/api/admin/orders/:number',
    { ...access('orders', 'read'), schema: { params: orderParams } },
    async (request) => ({ order: await orders.staffOrder(request.params.number) }),
  );

  api.post(
    '/api/admin/orders/:number/mark-paid',
    { ...access('orders', 'update'), schema: { params: orderParams } },
    async (request) => {
      await orders.markPaid(request.params.number, request.ctx);
      return { order: await orders.staffOrder(request.params.number) };
    },
  );

  api.post(
    '/api/admin/orders/:number/cancel',
    { ...access('orders', 'update'), schema: { params: orderParams } },
    async (request) => {
      await orders.cancel(request.params.number);
      return { order: await orders.staffOrder(request.params.number) };
    },
  );

  api.put(
    '/api/admin/orders/:number/refund-note',
    { ...access('orders', 'update'), schema: { params: orderParams, body: refundNoteSchema } },
    async (request) => {
      await orders.setRefundNote(request.params.number, request.body.note);
      return { order: await orders.staffOrder(request.params.number) };
    },
  );

  api.get(
    '/api/admin/customers',
    { ...access('customers', 'read'), schema: { querystring: customerQuerySchema } },
    async (request) => ({ customers: await orders.listCustomers(request.query.q) }),
  );

  api.get(
    '/api/admin/customers/:id',
    { ...access('customers', 'read'), schema: { params: customerParams } },
    async (request) => {
      const [customer] = await orders.listCustomers(undefined, request.params.id);
      if (!customer) throw new HttpError(404, 'not_found', 'Customer not found.');
      return { customer };
    },
  );
}

import { refundNoteSchema, staffOrderQuerySchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

type NumberParams = { Params: { number: string } };

const customerQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

/** Staff API for orders and customers (the admin screens read these). */
export function registerOrderStaffRoutes(app: FastifyInstance, services: Services) {
  const orders = services.orders;
  const canRead = { preHandler: requireStaff(services, 'orders', 'read') };
  const canUpdate = { preHandler: requireStaff(services, 'orders', 'update') };
  const canReadCustomers = { preHandler: requireStaff(services, 'customers', 'read') };

  app.get('/api/admin/orders', canRead, async (request) =>
    orders.listOrders(staffOrderQuerySchema.parse(request.query ?? {})),
  );

  app.get<NumberParams>('/api/admin/orders/:number', canRead, async (request) => ({
    order: await orders.staffOrder(request.params.number),
  }));

  app.post<NumberParams>('/api/admin/orders/:number/mark-paid', canUpdate, async (request) => {
    await orders.markPaid(request.params.number, request.ctx);
    return { order: await orders.staffOrder(request.params.number) };
  });

  app.post<NumberParams>('/api/admin/orders/:number/cancel', canUpdate, async (request) => {
    await orders.cancel(request.params.number);
    return { order: await orders.staffOrder(request.params.number) };
  });

  app.put<NumberParams>('/api/admin/orders/:number/refund-note', canUpdate, async (request) => {
    const { note } = refundNoteSchema.parse(request.body ?? {});
    await orders.setRefundNote(request.params.number, note);
    return { order: await orders.staffOrder(request.params.number) };
  });

  app.get('/api/admin/customers', canReadCustomers, async (request) => {
    const { q } = customerQuerySchema.parse(request.query ?? {});
    return { customers: await orders.listCustomers(q) };
  });

  app.get<{ Params: { id: string } }>('/api/admin/customers/:id', canReadCustomers, async (request, reply) => {
    const [customer] = await orders.listCustomers(undefined, request.params.id);
    if (!customer) return reply.status(404).send({ error: { code: 'not_found', message: 'Customer not found.' } });
    return { customer };
  });
}

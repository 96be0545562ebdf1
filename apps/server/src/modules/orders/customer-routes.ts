import { customerDetailSchema, customerListQuerySchema, customerListSchema } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';

const customerParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Staff API for customers: a paged list (CustomerList) and one person (CustomerDetail). */
export function registerCustomerStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/customers',
    {
      ...access('customers', 'read'),
      schema: { querystring: customerListQuerySchema, response: { 200: customerListSchema } },
    },
    async (request) => services.orders.listCustomers(request.query),
  );

  api.get(
    '/api/admin/customers/:id',
    { ...access('customers', 'read'), schema: { params: customerParams, response: { 200: customerDetailSchema } } },
    async (request) => services.orders.customerDetail(request.params.id),
  );

  // The customer's data as a JSON file, for their written request (decision 044); recorded and audited.
  api.post(
    '/api/admin/customers/:id/data-export',
    { ...access('customers', 'export'), schema: { params: customerParams } },
    async (request, reply) => {
      const document = await services.accounts.exportCustomerData(request.params.id, staffActorOf(request));
      if (!document) throw new DomainError('not_found', 'not_found', 'Customer not found.');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="customer-data-${request.params.id}-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    },
  );
}

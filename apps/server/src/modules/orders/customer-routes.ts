import { customerDetailSchema, customerListQuerySchema, customerListSchema } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

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
}

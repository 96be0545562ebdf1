import { Readable } from 'node:stream';
import {
  grantExtendBodySchema,
  grantResetBodySchema,
  orderMarkPaidBodySchema,
  orderNoteBodySchema,
  orderRefundBodySchema,
  orderResendEmailBodySchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderResponseSchema,
} from '@atelier/domain';
import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import { staffTaskListQuerySchema, staffTaskListSchema } from '@atelier/domain/order-tasks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads, readUpload, uploadRoute } from '../../plugins/multipart-upload.ts';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { registerCustomerStaffRoutes } from './customer-routes.ts';
import { orderCsv } from './order-csv.ts';

const orderParams = z.object({ number: z.string().trim().min(1).max(40) });
const taskParams = orderParams.extend({ taskId: z.string().trim().min(1).max(80) });

/** Staff API for orders (the admin screens read these); every action answers `{ order: StaffOrderDetail }`. */
export function registerOrderStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const orders = services.orders;
  const detail = async (number: string) => ({ order: await orders.staffOrder(number) });

  api.get(
    '/api/admin/orders',
    {
      ...access('orders', 'read'),
      schema: { querystring: staffOrderListQuerySchema, response: { 200: staffOrderListSchema } },
    },
    async (request) => orders.listOrders(request.query),
  );

  api.get(
    '/api/admin/orders/export.csv',
    { ...access('orders', 'read'), schema: { querystring: staffOrderListQuerySchema } },
    async (request, reply) => {
      const filename = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(orderCsv(orders.exportOrderRows(request.query))));
    },
  );

  api.get(
    '/api/admin/order-tasks',
    {
      ...access('orders', 'read'),
      schema: { querystring: staffTaskListQuerySchema, response: { 200: staffTaskListSchema } },
    },
    async (request) => orders.optionTasks.list(request.query),
  );

  // An option's drawing, uploaded by staff: the buyer is e-mailed and downloads it from the order.
  app.register(async (scope) => {
    await acceptUploads(scope, PLAN_FILE_MAX_BYTES);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/admin/orders/:number/tasks/:taskId/file',
      {
        ...uploadRoute(access('orders', 'update')),
        schema: { params: taskParams, response: { 200: staffOrderResponseSchema } },
      },
      async (request) => {
        const upload = await readUpload(request, PLAN_FILE_MAX_BYTES);
        await orders.optionTasks.deliver(request.params.number, request.params.taskId, upload, staffActorOf(request));
        return detail(request.params.number);
      },
    );
  });

  api.get(
    '/api/admin/orders/:number',
    { ...access('orders', 'read'), schema: { params: orderParams, response: { 200: staffOrderResponseSchema } } },
    async (request) => detail(request.params.number),
  );

  api.post(
    '/api/admin/orders/:number/mark-paid',
    {
      ...access('orders', 'update'),
      schema: {
        params: orderParams,
        // No body at all (an older client, a script) marks it paid with nothing recorded.
        body: orderMarkPaidBodySchema.nullish(),
        response: { 200: staffOrderResponseSchema },
      },
    },
    async (request) => {
      const { bankReference, amountReceivedCents } = request.body ?? {};
      await orders.markPaid(request.params.number, request.ctx, staffActorOf(request), {
        bankReference: bankReference || null,
        amountReceivedCents: amountReceivedCents ?? null,
      });
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/cancel',
    { ...access('orders', 'update'), schema: { params: orderParams, response: { 200: staffOrderResponseSchema } } },
    async (request) => {
      await orders.cancel(request.params.number, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/notes',
    {
      ...access('orders', 'update'),
      schema: { params: orderParams, body: orderNoteBodySchema, response: { 200: staffOrderResponseSchema } },
    },
    async (request) => {
      await orders.addNote(request.params.number, request.body, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/refunds',
    {
      ...access('orders', 'update'),
      schema: { params: orderParams, body: orderRefundBodySchema, response: { 200: staffOrderResponseSchema } },
    },
    async (request) => {
      await orders.refund(request.params.number, request.body, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/resend-email',
    {
      ...access('orders', 'update'),
      schema: { params: orderParams, body: orderResendEmailBodySchema, response: { 200: staffOrderResponseSchema } },
    },
    async (request) => {
      await orders.resendEmail(request.params.number, request.body, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/grants/extend',
    {
      ...access('orders', 'update'),
      schema: { params: orderParams, body: grantExtendBodySchema, response: { 200: staffOrderResponseSchema } },
    },
    async (request) => {
      await orders.extendGrant(request.params.number, request.body, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  api.post(
    '/api/admin/orders/:number/grants/reset',
    {
      ...access('orders', 'update'),
      schema: { params: orderParams, body: grantResetBodySchema, response: { 200: staffOrderResponseSchema } },
    },
    async (request) => {
      await orders.resetGrant(request.params.number, request.body, staffActorOf(request));
      return detail(request.params.number);
    },
  );

  registerCustomerStaffRoutes(app, services);
}

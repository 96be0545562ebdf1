import { DomainError } from '@atelier/domain/domain-error';
import { invoiceNumberingSchema } from '@atelier/domain/invoice-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';

const invoiceParams = z.object({
  number: z.string().trim().min(1).max(40),
  invoiceNumber: z.string().trim().min(1).max(40),
});

/** Staff API for invoices (decision 045): each one's PDF from its order's page, and the sequences for Settings. */
export function registerInvoiceStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const invoices = services.orders.invoices;

  api.get(
    '/api/admin/orders/:number/invoices/:invoiceNumber',
    { ...access('orders', 'read'), schema: { params: invoiceParams } },
    async (request, reply) => {
      const { number, invoiceNumber } = request.params;
      const found = await invoices.find(invoiceNumber);
      if (!found || found.orderNumber !== number) {
        throw new DomainError('not_found', 'not_found', `Order ${number} has no invoice ${invoiceNumber}.`);
      }
      const { filename, bytes } = await invoices.file(found.document);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  api.get(
    '/api/admin/settings/invoice-numbering',
    { ...access('settings', 'read'), schema: { response: { 200: invoiceNumberingSchema } } },
    async () => invoices.numbering(),
  );
}

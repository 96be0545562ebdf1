import { orderAccess } from '../features/account/account-session.server';
import type { Route } from './+types/invoice';

// An invoice or credit note as a PDF (decision 045), for whoever may see its order, as the order page
// decides: the order link's token, or the signed-in account of the order's address. Anyone else is
// answered as if there were no such invoice.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = await orderAccess(request, context);
  const file = access ? await context.services.orders.buyerInvoice(params.number, access) : null;
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // A copy on its own ArrayBuffer, which is what a Response body takes.
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
}

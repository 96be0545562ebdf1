import { orderAccess } from '../features/account/account-session.server';
import type { Route } from './+types/certificate';

// A paid plan line's licence certificate as a PDF (decision 044), for whoever may see its order (the
// order link's token, or the signed-in account of its address); anyone else is answered 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = await orderAccess(request, context);
  const file = access ? await context.services.orders.buyerCertificate(params.number, params.designId, access) : null;
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
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

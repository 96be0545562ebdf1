import { orderAccess } from '../features/account/account-session.server';
import { privatePdfResponse } from '../lib/private-pdf.server';
import type { Route } from './+types/certificate';

// A paid plan line's licence certificate as a PDF (decision 044), for whoever may see its order (the
// order link's token, or the signed-in account of its address); anyone else is answered 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = await orderAccess(request, context);
  return privatePdfResponse(
    access ? await context.services.orders.buyerCertificate(params.number, params.designId, access) : null,
  );
}

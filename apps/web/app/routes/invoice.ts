import { orderAccess } from '../features/account/account-session.server';
import { privatePdfResponse } from '../lib/private-pdf.server';
import type { Route } from './+types/invoice';

// An invoice or credit note as a PDF (decision 045), for whoever may see its order, as the order page
// decides: the order link's token, or the signed-in account of the order's address. Anyone else is
// answered as if there were no such invoice.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = await orderAccess(request, context);
  return privatePdfResponse(access ? await context.services.orders.buyerInvoice(params.number, access) : null);
}

import { redirect } from 'react-router';
import { buyerSession, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { readForm, refusalOf } from '../lib/refusal.server';
import type { Route } from './+types/account-alerts';

/**
 * "Alert me" posts here: the search is saved to the signed-in buyer's account and the account page
 * shows it; a signed-out visitor is sent to sign in (the sign-in page says why).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await buyerSession(request, context);
  if (!session) return redirect('/account/sign-in?for=alerts', { status: 303, headers: PRIVATE_PAGE_HEADERS });
  const form = await readForm(request);
  try {
    await context.services.accounts.savedSearches.save(session, {
      search: String(form?.get('search') ?? ''),
      label: String(form?.get('label') ?? ''),
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return redirect(`/account?alerts=${encodeURIComponent(refusal.code)}#alerts`, {
      status: 303,
      headers: PRIVATE_PAGE_HEADERS,
    });
  }
  return redirect('/account?alerts=saved#alerts', { status: 303, headers: PRIVATE_PAGE_HEADERS });
}

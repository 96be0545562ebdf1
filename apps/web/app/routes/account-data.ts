import { buyerActor, buyerSession, PRIVATE_PAGE_HEADERS, toSignIn } from '../features/account/account-session.server';
import type { Route } from './+types/account-data';

/**
 * "Download my data" (decision 044): everything stored about the signed-in buyer, as a JSON file. A
 * post, so no link or prefetch makes one, and each export is recorded.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await buyerSession(request, context);
  if (!session) return toSignIn();
  const document = await context.services.accounts.exportData(session.accountId, buyerActor(context));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="atelier-plans-my-data-${day}.json"`,
    },
  });
}

import { data } from 'react-router';
import { buyerSession, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import type { ContactPrefill } from '../lib/signed-in-hint';
import type { Route } from './+types/account-contact';

/**
 * The signed-in buyer's name and e-mail address, for the scripts of a page drawn for everyone (the
 * modification request's form fills them in); null for anyone else. Private: never stored anywhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await buyerSession(request, context);
  const contact = session ? await context.services.orders.accountContact(session.email) : null;
  return data<ContactPrefill>(
    { contact: contact ? { name: contact.name, email: contact.email } : null },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

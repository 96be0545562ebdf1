import type { AccountContact } from '@atelier/domain/account';
import { COUNTRIES } from '@atelier/domain/checkout';
import { data, redirect } from 'react-router';
import { buyerSession, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { QUOTE_ACTIONS } from '../features/quotes/quote-actions.server';
import { isQuoteIntent, QUOTE_INTENT_FIELD, type QuoteFailure } from '../features/quotes/quote-form-values';
import { QuotePage } from '../features/quotes/quote-page';
import { pageHeaders } from '../lib/page-headers';
import { readForm, UNREADABLE_FORM } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/quote';

/** A signed-in buyer's accept form starts from their account, as the checkout does: phone, company, country, address. */
function prefillOf(contact: AccountContact): QuoteFailure['values'] {
  const values: QuoteFailure['values'] = {};
  if (contact.phone) values.phone = contact.phone;
  if (contact.company) values.company = contact.company;
  if (contact.country) values.country = contact.country;
  if (contact.address) values.address = contact.address;
  return values;
}

const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * The quote's private page, for whoever holds its link's token (decision 053); anyone else is answered as
 * if there were no such quote. The idempotency key of its order forms is made here, once per page shown.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const quote = token
    ? await context.services.quotes.buyerQuote(params.number, { token }, context.requestContext)
    : null;
  if (!quote) throw notFound();
  const session = quote.can.accept ? await buyerSession(request, context) : null;
  const prefill = session ? prefillOf(await context.services.orders.accountContact(session.email)) : null;
  return data(
    { quote, token, idempotencyKey: crypto.randomUUID(), countries: COUNTRIES, prefill },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

const unreadable = () =>
  data<QuoteFailure>(
    { intent: null, values: {}, fields: {}, formError: UNREADABLE_FORM },
    { status: 400, headers: PRIVATE_PAGE_HEADERS },
  );

/**
 * Every form of the page posts here with its `intent`: accept and pay the deposit, decline, decide on the
 * drawings, pay the balance. Done, the buyer is sent on (303): to the order placed, or back to the quote;
 * refused, the page is drawn again with the messages, with the refusal's status.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadable();
  const token = String(form.get('token') ?? '') || (new URL(request.url).searchParams.get('token') ?? '');
  if (!token) throw notFound();
  const intent = form.get(QUOTE_INTENT_FIELD);
  if (!isQuoteIntent(intent)) return unreadable();
  const outcome = await QUOTE_ACTIONS[intent](params.number, { token }, form, context);
  if (outcome.ok) return redirect(outcome.location, { status: 303, headers: PRIVATE_PAGE_HEADERS });
  return data(outcome.failure, { status: outcome.status, headers: PRIVATE_PAGE_HEADERS });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData
    ? pageMeta({
        title: `Quote ${loaderData.quote.number}`,
        description: 'Your modification quote, its drawings and its payments.',
      })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' })),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, token, idempotencyKey, countries, prefill } = loaderData;
  return <QuotePage quote={quote} forms={{ token, idempotencyKey, countries, prefill, failure: actionData ?? null }} />;
}

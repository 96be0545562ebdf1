import { data, redirect } from 'react-router';
import { orderAccess, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { requestLicenceUpgrade } from '../features/checkout/licence-upgrade.server';
import { OrderConfirmation } from '../features/checkout/order-confirmation';
import { readForm, UNREADABLE_FORM } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order';

const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** The idempotency key of the licence upgrade forms is made here, once per page shown. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get('session_id') ?? undefined;
  // Without the right token, or the signed-in account of its address, the order does not exist as far
  // as the visitor can tell.
  const access = await orderAccess(request, context);
  const order = access
    ? await context.services.orders.buyerOrder(params.number, access, context.requestContext, sessionId)
    : null;
  if (!order) throw notFound();
  return data(
    { order, idempotencyKey: crypto.randomUUID(), token: url.searchParams.get('token') || null },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Orders a licence upgrade (decision 052) with the order's access as for its page (the form's token, else
 * the signed-in account), then sends the buyer to the new order; a refusal draws the page again with it.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) {
    const failure = { designId: '', licence: '', formError: UNREADABLE_FORM };
    return data({ upgradeFailure: failure }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  const token = String(form.get('token') ?? '');
  const access = token ? { token } : await orderAccess(request, context);
  if (!access) throw notFound();
  const outcome = await requestLicenceUpgrade(params.number, access, form, context);
  if (outcome.ok) return redirect(outcome.location, { status: 303, headers: PRIVATE_PAGE_HEADERS });
  return data({ upgradeFailure: outcome.failure }, { status: outcome.status, headers: PRIVATE_PAGE_HEADERS });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData
    ? pageMeta({ title: `Order ${loaderData.order.number}`, description: 'Your order, its status and your downloads.' })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' })),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const upgradeForms = {
    idempotencyKey: loaderData.idempotencyKey,
    token: loaderData.token,
    failure: actionData?.upgradeFailure ?? null,
  };
  return <OrderConfirmation order={loaderData.order} upgradeForms={upgradeForms} />;
}

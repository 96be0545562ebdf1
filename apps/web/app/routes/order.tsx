import { data } from 'react-router';
import { orderAccess, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { OrderConfirmation } from '../features/checkout/order-confirmation';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order';

const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** The order's page, with the token it was opened with: its licence upgrades' reviews keep it. */
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
  return data({ order, token: url.searchParams.get('token') || null }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData
    ? pageMeta({ title: `Order ${loaderData.order.number}`, description: 'Your order, its status and your downloads.' })
    : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' })),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData.order} upgrades={{ token: loaderData.token }} />;
}

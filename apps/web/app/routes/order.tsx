import { data } from 'react-router';
import { orderAccess } from '../features/account/account-session.server';
import { OrderConfirmation } from '../features/checkout/order-confirmation';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get('session_id') ?? undefined;
  // Without the right token, or the signed-in account of its address, the order does not exist as far
  // as the visitor can tell.
  const access = await orderAccess(request, context);
  const order = access
    ? await context.services.orders.buyerOrder(params.number, access, context.requestContext, sessionId)
    : null;
  if (!order) throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data({ order }, { headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } });
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
  return <OrderConfirmation order={loaderData.order} />;
}

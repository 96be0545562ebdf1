import { data, redirect } from 'react-router';
import { orderAccess, PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { requestLicenceUpgrade } from '../features/checkout/licence-upgrade.server';
import type { UpgradeFailure, UpgradeReview } from '../features/checkout/licence-upgrade-form';
import { LicenceUpgradeReview } from '../features/checkout/licence-upgrade-review';
import { pageHeaders } from '../lib/page-headers';
import { readForm, UNREADABLE_FORM } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order-upgrade';

/** Private as the order's page: its plain form still says where it comes from (decision 068). */
const REVIEW_HEADERS = PRIVATE_PAGE_HEADERS;

const notFound = () => data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * The review of the upgrade `?design=…&licence=…` among the order's offers, for whoever may open the
 * order (its link's `token`, or the signed-in account of its address); anyone else is answered as if there
 * were no such order. An offer the order no longer makes is answered 404 with the way back to the order.
 * The idempotency key of its order form is made here, once per page shown.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const access = await orderAccess(request, context);
  const order = access ? await context.services.orders.buyerOrder(params.number, access, context.requestContext) : null;
  if (!order) throw notFound();
  const [design, licence] = [url.searchParams.get('design'), url.searchParams.get('licence')];
  const offer = order.upgrades.find((candidate) => candidate.designId === design && candidate.to === licence) ?? null;
  const line = order.lines.find((candidate) => candidate.designId === design && candidate.licence === offer?.from);
  const review: UpgradeReview = {
    number: order.number,
    offer,
    heldBuilds: line?.quantity ?? 1,
    taxRateBasisPoints: order.totals.taxRateBasisPoints,
    token: url.searchParams.get('token') || null,
    idempotencyKey: crypto.randomUUID(),
  };
  return data(review, { status: offer ? 200 : 404, headers: REVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = pageHeaders;

/**
 * Places the upgrade's order (decision 052) with the order's access as for its page (the form's token,
 * else the signed-in account), then sends the buyer to the new order; a refusal draws the review again.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) {
    const failure: UpgradeFailure = { fields: {}, formError: UNREADABLE_FORM };
    return data(failure, { status: 400, headers: REVIEW_HEADERS });
  }
  const token = String(form.get('token') ?? '');
  const access = token ? { token } : await orderAccess(request, context);
  if (!access) throw notFound();
  const outcome = await requestLicenceUpgrade(params.number, access, form, context);
  if (outcome.ok) return redirect(outcome.location, { status: 303, headers: REVIEW_HEADERS });
  return data(outcome.failure, { status: outcome.status, headers: REVIEW_HEADERS });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData?.offer
    ? pageMeta({
        title: `Review your licence upgrade, order ${loaderData.number}`,
        description: 'What a licence upgrade adds, what its order costs with tax, and the licence you accept.',
      })
    : loaderData
      ? pageMeta({
          title: `Upgrade not offered, order ${loaderData.number}`,
          description: 'This licence upgrade is not offered for the order now.',
        })
      : pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' })),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OrderUpgradePage({ loaderData, actionData }: Route.ComponentProps) {
  return <LicenceUpgradeReview review={loaderData} failure={actionData ?? null} />;
}

import { buildSiteSchema } from '@atelier/domain/account-schemas';
import { data, Form, Link, redirect } from 'react-router';
import { Pagination } from '../components/pagination';
import {
  type BuyerSession,
  buyerActor,
  buyerSession,
  buyerToken,
  PRIVATE_PAGE_HEADERS,
  signedOutHeaders,
  toSignIn,
} from '../features/account/account-session.server';
import { buttonClass } from '../features/account/account-styles';
import { LibraryEntry } from '../features/account/library-entry';
import { Passkeys } from '../features/account/passkeys-section';
import { SearchAlerts } from '../features/account/search-alerts';
import { YourData } from '../features/account/your-data';
import { pageHeaders } from '../lib/page-headers';
import { refusalOf } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/account';

export const meta = () => [
  ...pageMeta({ title: 'Your plans', description: 'Your orders, plans and downloads.' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The library of the signed-in buyer; a signed-out visitor is sent to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await buyerSession(request, context);
  if (!session) throw toSignIn();
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const [library, passkeys, alerts] = await Promise.all([
    context.services.orders.accountLibrary(session.email, Number.isFinite(page) ? page : 1),
    context.services.accounts.passkeys.list(session),
    context.services.accounts.savedSearches.list(session),
  ]);
  // What "Alert me" on the marketplace came back with (account-alerts.ts).
  const alertNotice = ALERT_NOTICES[url.searchParams.get('alerts') ?? ''] ?? null;
  return data({ library, passkeys, alerts, alertNotice }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = pageHeaders;

const ALERT_NOTICES: Record<string, string> = {
  saved: 'Search alert saved. We will e-mail you, at most once a day, when new designs match it.',
  saved_search_limit: 'You already have 20 search alerts. Stop one below before saving another.',
  invalid_search: 'That search could not be saved.',
};

/** Names a paid line's build site (once); a refusal is shown beside that line's form. */
async function nameBuildSite(form: FormData | null, session: BuyerSession, context: Route.ActionArgs['context']) {
  const number = String(form?.get('order') ?? '');
  const designId = String(form?.get('design') ?? '');
  const key = `${number}:${designId}`;
  const site = buildSiteSchema.safeParse(form?.get('site') ?? '');
  if (!site.success) {
    const message = site.error.issues[0]?.message ?? 'Please enter the address where you will build.';
    return data({ buildSiteError: { key, message } }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  try {
    await context.services.orders.nameBuildSite(number, designId, site.data, { accountEmail: session.email });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data(
      { buildSiteError: { key, message: refusal.message } },
      { status: refusal.status, headers: PRIVATE_PAGE_HEADERS },
    );
  }
  return redirect(`/account#order-${number}`, { status: 303, headers: PRIVATE_PAGE_HEADERS });
}

const DELETE_CONFIRMATION_MISSING = 'Tick the box to confirm that you want your account deleted.';

/**
 * `intent=delete-account` deletes the account (its box ticked); `intent=remove-passkey` removes one of the account's passkeys; `intent=sign-out` ends this device's
 * session, `intent=sign-out-everywhere` every one of the account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const token = buyerToken(request, context);
  const session = token ? await context.services.accounts.session(token) : null;
  if (session && intent === 'remove-passkey') {
    const removed = await context.services.accounts.passkeys.remove(session, String(form?.get('passkey') ?? ''));
    return data({ removed }, { status: removed ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
  }
  if (session && intent === 'delete-account') {
    if (form?.get('confirm') !== 'on') {
      return data({ deleteError: DELETE_CONFIRMATION_MISSING }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
    }
    await context.services.accounts.deleteAccount(session.accountId, buyerActor(context));
    return redirect('/account/sign-in?deleted=1', {
      status: 303,
      headers: signedOutHeaders(request, context),
    });
  }
  if (session && intent === 'build-site') return nameBuildSite(form, session, context);
  if (session && intent === 'remove-alert') {
    const removed = await context.services.accounts.savedSearches.remove(session, String(form?.get('alert') ?? ''));
    return data({ removed }, { status: removed ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
  }
  if (session && intent === 'sign-out-everywhere') await context.services.accounts.signOutEverywhere(session);
  else if (token) await context.services.accounts.signOut(token);
  return redirect('/account/sign-in', {
    status: 303,
    headers: signedOutHeaders(request, context),
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { library } = loaderData;
  const buildSiteError = actionData && 'buildSiteError' in actionData ? actionData.buildSiteError : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p className="text-sm text-muted-fg">Signed in as {library.email}</p>
      <h1 className="mt-1 text-3xl font-bold">Your plans</h1>
      <p className="mt-2 text-muted-fg">
        Every order placed with this email address, including those placed before you had an account. Download links are
        made fresh each time you open this page.
      </p>
      {library.orders.length === 0 ? (
        <div className="mt-8 rounded-lg border border-border p-8 text-center">
          <p className="font-medium">No orders yet.</p>
          <p className="mt-1 text-sm text-muted-fg">Orders you place with {library.email} will appear here.</p>
          <Link to="/marketplace" className="mt-4 inline-block font-medium text-primary hover:underline">
            Browse designs
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-6" aria-label="Your orders">
          {library.orders.map((order) => (
            <LibraryEntry key={order.number} order={order} buildSiteError={buildSiteError} />
          ))}
        </ul>
      )}
      <Pagination
        page={library.page}
        pageCount={library.pageCount}
        href={(page) => `/account${page > 1 ? `?page=${page}` : ''}`}
      />
      <SearchAlerts alerts={loaderData.alerts} notice={loaderData.alertNotice} />
      <Passkeys passkeys={loaderData.passkeys} />
      <YourData deleteError={actionData && 'deleteError' in actionData ? actionData.deleteError : null} />
      <section aria-labelledby="devices-heading" className="mt-12 border-t border-border pt-8">
        <h2 id="devices-heading" className="text-lg font-semibold">
          Signing out
        </h2>
        <p className="mt-1 text-sm text-muted-fg">
          Sign out on this device, or on every device where you are signed in (a lost phone, a shared computer).
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <button type="submit" name="intent" value="sign-out" className={buttonClass}>
              Sign out
            </button>
          </Form>
          <Form method="post">
            <button type="submit" name="intent" value="sign-out-everywhere" className={buttonClass}>
              Sign out everywhere
            </button>
          </Form>
        </div>
      </section>
    </div>
  );
}

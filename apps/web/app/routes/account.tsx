import {
  type AccountPasskey,
  type AccountSavedSearch,
  buildSiteSchema,
  type LibraryOrder,
} from '@atelier/domain/account';
import { licenceLabel } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import { FileText } from 'lucide-react';
import { data, Form, Link, redirect } from 'react-router';
import { FormAlert } from '../components/form-field';
import { InvoiceLinks } from '../components/invoice-links';
import { LineOptions } from '../components/line-options';
import { Pagination } from '../components/pagination';
import {
  type BuyerSession,
  buyerActor,
  buyerSession,
  buyerToken,
  clearedSessionCookie,
  PRIVATE_PAGE_HEADERS,
  toSignIn,
} from '../features/account/account-session.server';
import { AddPasskey } from '../features/account/passkey-buttons';
import { Downloads, StatusBadge } from '../features/checkout/order-confirmation';
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

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

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
      headers: { ...PRIVATE_PAGE_HEADERS, 'Set-Cookie': clearedSessionCookie(request, context) },
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
    headers: { ...PRIVATE_PAGE_HEADERS, 'Set-Cookie': clearedSessionCookie(request, context) },
  });
}

function OrderLines({ order }: { order: LibraryOrder }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {order.lines.map((line) => (
        <li key={`${line.designId}-${line.licence}`}>
          <Link to={`/design/${line.designId}`} className="font-medium hover:text-primary hover:underline">
            {line.title}
          </Link>
          <span className="text-muted-fg">
            {' · '}
            {licenceLabel(line.licence)}
            {line.quantity > 1 ? ` · ${line.quantity} copies` : ''}
          </span>
          <LineOptions options={line.options} paidAt={order.paidAt} />
        </li>
      ))}
    </ul>
  );
}

type BuildSiteError = { key: string; message: string };

/**
 * Each paid line's licence certificate, and its build site: named once, with a plain form, then printed
 * on the certificate and on every later download of the plan set.
 */
function Certificates({
  order,
  headingId,
  error,
}: {
  order: LibraryOrder;
  headingId: string;
  error: BuildSiteError | null;
}) {
  if (order.certificates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-semibold">
        Licence certificates
      </h3>
      <ul className="mt-3 space-y-4">
        {order.certificates.map((certificate) => {
          const key = `${order.number}:${certificate.designId}`;
          const fieldId = `site-${order.number}-${certificate.designId}`;
          const message = error?.key === key ? error.message : null;
          return (
            <li key={certificate.designId}>
              <a
                href={certificate.url}
                download
                className="inline-flex items-center gap-2 font-medium text-primary underline"
              >
                <FileText aria-hidden className="size-4" />
                {`Licence certificate, ${certificate.title} (PDF)`}
              </a>
              {certificate.buildSite ? (
                <p className="mt-1 text-sm text-muted-fg">Build site: {certificate.buildSite}</p>
              ) : (
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="order" value={order.number} />
                  <input type="hidden" name="design" value={certificate.designId} />
                  <label htmlFor={fieldId} className="grid gap-1 text-sm">
                    <span>
                      Build site for {certificate.title} (printed on the certificate and plan set; named once)
                    </span>
                    <input
                      id={fieldId}
                      name="site"
                      required
                      maxLength={300}
                      autoComplete="street-address"
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${fieldId}-error` : undefined}
                      className="h-10 w-80 max-w-full rounded-md border border-border bg-bg px-3"
                    />
                  </label>
                  <button type="submit" name="intent" value="build-site" className={buttonClass}>
                    Name the build site
                  </button>
                  {message && (
                    <p id={`${fieldId}-error`} role="alert" className="w-full text-sm text-danger">
                      {message}
                    </p>
                  )}
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LibraryEntry({ order, buildSiteError }: { order: LibraryOrder; buildSiteError: BuildSiteError | null }) {
  const headingId = `order-${order.number}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold">
            Order {order.number}
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-sm text-muted-fg">
          Placed on {formatLongDate(order.createdAt)} · {formatMoney(order.totals.totalCents)}
        </p>
        <OrderLines order={order} />
        {order.downloads.length > 0 && <Downloads order={order} level={3} headingId={`${headingId}-downloads`} />}
        <InvoiceLinks invoices={order.invoices} level={3} headingId={`${headingId}-invoices`} />
        <Certificates order={order} headingId={`${headingId}-certificates`} error={buildSiteError} />
        <Link
          to={`/order/${order.number}`}
          className="mt-6 inline-block text-sm font-medium text-primary hover:underline"
        >
          Order details<span className="sr-only">{` for ${order.number}`}</span>
        </Link>
      </article>
    </li>
  );
}

const buttonClass =
  'inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:border-primary';

/** The saved searches whose new designs are e-mailed, each with its Stop button (a plain form). */
function SearchAlerts({ alerts, notice }: { alerts: readonly AccountSavedSearch[]; notice: string | null }) {
  return (
    <section id="alerts" aria-labelledby="alerts-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        Search alerts
      </h2>
      {notice && (
        <p role="status" className="mt-3 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
          {notice}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="mt-1 text-sm text-muted-fg">
          No alerts yet. On the marketplace, choose your filters, then “Alert me to new designs like these”.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label="Your search alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link to={`/marketplace${alert.search}`} className="font-medium hover:text-primary hover:underline">
                  {alert.label || 'All designs'}
                </Link>
                <p className="text-sm text-muted-fg">
                  Saved {formatLongDate(alert.createdAt)}
                  {alert.lastSentAt ? `, last e-mailed ${formatLongDate(alert.lastSentAt)}` : ''}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="alert" value={alert.id} />
                <button type="submit" name="intent" value="remove-alert" className={buttonClass}>
                  Stop<span className="sr-only">{` the alert for ${alert.label || 'all designs'}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Download my data" (a file, from its own address, so the form posts as a plain page) and "Delete my account" (its box ticked). */
function YourData({ deleteError }: { deleteError: string | null }) {
  return (
    <section aria-labelledby="data-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Download everything we keep about you as a JSON file: your account, orders, messages and sign-ins.
      </p>
      <Form method="post" action="/account/data" reloadDocument className="mt-4">
        <button type="submit" className={buttonClass}>
          Download my data
        </button>
      </Form>
      <Form method="post" className="mt-8 rounded-lg border border-danger/40 p-5" aria-labelledby="delete-heading">
        <h3 id="delete-heading" className="font-semibold">
          Delete my account
        </h3>
        <p className="mt-1 text-sm text-muted-fg">
          Your account, passkeys, favourites, saved searches and messages to us are deleted, and your name and contact
          details are removed from your orders. The orders themselves, their invoices and downloads stay in our accounts
          without your identity, as the law requires. This cannot be undone.
        </p>
        <FormAlert message={deleteError} className="mt-4" />
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            className="mt-0.5 size-4"
            aria-invalid={deleteError ? true : undefined}
          />
          I understand, delete my account
        </label>
        <button
          type="submit"
          name="intent"
          value="delete-account"
          className="mt-4 inline-flex h-10 items-center rounded-md border border-danger px-4 text-sm font-medium text-danger hover:bg-danger/10"
        >
          Delete my account
        </button>
      </Form>
    </section>
  );
}

/** The account's passkeys, each removable (a plain form), and the button that adds one (scripts needed). */
function Passkeys({ passkeys }: { passkeys: readonly AccountPasskey[] }) {
  return (
    <section aria-labelledby="passkeys-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="passkeys-heading" className="text-lg font-semibold">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Sign in with your fingerprint, face or device PIN instead of an email link. The passkey stays on your device; we
        keep only its public key.
      </p>
      {passkeys.length > 0 && (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium">{passkey.name}</p>
                <p className="text-sm text-muted-fg">
                  Added {formatLongDate(passkey.createdAt)}
                  {passkey.lastUsedAt ? `, last used ${formatLongDate(passkey.lastUsedAt)}` : ', not used yet'}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" name="intent" value="remove-passkey" className={buttonClass}>
                  Remove
                  <span className="sr-only">{` the passkey ${passkey.name}, added ${formatLongDate(passkey.createdAt)}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddPasskey />
      </div>
    </section>
  );
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

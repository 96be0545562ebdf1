import { data, Form, useNavigation } from 'react-router';
import { SubmitButton } from '../components/form-field';
import { PageIntro } from '../components/page-intro';
import { PRIVATE_PAGE_HEADERS } from '../features/account/account-session.server';
import { pageHeaders } from '../lib/page-headers';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/account-alerts-unsubscribe';

export const meta = () => [
  ...pageMeta({ title: 'Stop search alerts', description: 'Stop the e-mails about new designs for your searches.' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The link of an alert e-mail: its account and token, kept in the page for the button's post. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const link = { account: url.searchParams.get('account') ?? '', token: url.searchParams.get('token') ?? '' };
  return data({ link }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = pageHeaders;

/**
 * The button's post, or a mail client's one-click post (RFC 8058, `List-Unsubscribe=One-Click` to this
 * very address): every alert of the account stops.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const account = String(form?.get('account') ?? url.searchParams.get('account') ?? '').slice(0, 100);
  const token = String(form?.get('token') ?? url.searchParams.get('token') ?? '').slice(0, 100);
  const stopped = await context.services.accounts.savedSearches.unsubscribe(account, token);
  return data({ stopped }, { status: stopped ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
}

export default function StopAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <>
      <PageIntro eyebrow="Your account" title="Stop search alerts">
        We e-mail you at most once a day when new designs match the searches you saved.
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12">
        {actionData ? (
          <p role="status" className="rounded-md border border-border bg-muted/50 px-4 py-3">
            {actionData.stopped
              ? 'Done: you will get no more search alert e-mails. Your saved searches are gone.'
              : 'This link is not valid. Sign in to your account to manage your search alerts.'}
          </p>
        ) : (
          <Form method="post" aria-label="Stop search alerts">
            <input type="hidden" name="account" value={loaderData.link.account} />
            <input type="hidden" name="token" value={loaderData.link.token} />
            <SubmitButton submitting={submitting} busyLabel="Stopping…">
              Stop all search alerts
            </SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}

import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { FormAlert, SubmitButton } from '../components/form-field';
import { PageIntro } from '../components/page-intro';
import { PRIVATE_PAGE_HEADERS, signedInHeaders, signingInDevice } from '../features/account/account-session.server';
import { pageHeaders } from '../lib/page-headers';
import { readForm, refusalOf, UNREADABLE_FORM } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/account-sign-in-link';

export const meta = () => [
  ...pageMeta({ title: 'Finish signing in', description: 'Finish signing in to your Atelier Plans account.' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The e-mail's link opens this page, whose button uses it: a mail scanner that follows links must not
 * spend the one use. The token stays in the page, never in a Referer to another site (same-origin).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return data({ token }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = pageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form?.get('token') ?? '');
  if (!form || !token) return data({ formError: UNREADABLE_FORM }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  try {
    const signedIn = await context.services.accounts.signInWithLink(
      token.slice(0, 200),
      { ...context.requestContext, userAgent: request.headers.get('user-agent') ?? undefined },
      signingInDevice(request, context),
    );
    return redirect('/account', { status: 303, headers: signedInHeaders(request, context, signedIn) });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ formError: refusal.message }, { status: refusal.status, headers: PRIVATE_PAGE_HEADERS });
  }
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <>
      <PageIntro eyebrow="Your account" title="Finish signing in">
        One more step: press the button to sign in on this device.
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12">
        {actionData?.formError ? (
          <>
            <FormAlert message={actionData.formError} />
            <Link to="/account/sign-in" className="mt-6 inline-block font-medium text-primary hover:underline">
              Email me a new sign-in link
            </Link>
          </>
        ) : (
          <Form method="post" aria-label="Finish signing in">
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton submitting={submitting} busyLabel="Signing in…">
              Sign in
            </SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}

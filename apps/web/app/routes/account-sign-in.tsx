import { SIGN_IN_ANSWER, SIGN_IN_LIMIT_NOTE, SIGN_IN_LINK_MINUTES } from '@atelier/domain/account';
import { signInCodeSchema, signInRequestSchema } from '@atelier/domain/account-schemas';
import { fieldErrors, type ValidationIssue } from '@atelier/domain/field-errors';
import { MailCheck } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { EmailAddressField } from '../components/email-address-field';
import { FormAlert, FormField, inputClass, SubmitButton } from '../components/form-field';
import { PageIntro } from '../components/page-intro';
import {
  buyerSession,
  PRIVATE_PAGE_HEADERS,
  signedInHeaders,
  signingInDevice,
} from '../features/account/account-session.server';
import { PasskeySignIn } from '../features/account/passkey-buttons';
import { canonicalUrl } from '../layouts/canonical';
import { fieldsFailure, formValues } from '../lib/form-check';
import { pageHeaders } from '../lib/page-headers';
import { formFailure, readForm, refusalOf, unreadableForm } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import { useFormCheck } from '../lib/use-form-check';
import type { Route } from './+types/account-sign-in';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Sign in',
    description: 'Sign in to your Atelier Plans account with a link or a code we email you: no password needed.',
    path: canonicalUrl(matches, '/account/sign-in'),
  }),
  { name: 'robots', content: 'noindex' },
];

/** A signed-in buyer has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await buyerSession(request, context)) throw redirect('/account', { headers: PRIVATE_PAGE_HEADERS });
  // After "Delete my account", the page says it was done.
  const { searchParams } = new URL(request.url);
  const deleted = searchParams.get('deleted') === '1';
  // "Alert me" on the marketplace needs an account first.
  const forAlerts = searchParams.get('for') === 'alerts';
  return data({ deleted, forAlerts }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = pageHeaders;

type Field = 'email' | 'code';

const fieldIds: Record<Field, string> = { email: 'sign-in-email', code: 'sign-in-code' };

/** What the page shows after a post: the e-mail form again, or "check your inbox" with the code form. */
interface SignInAnswer {
  step: 'email' | 'code';
  values: Partial<Record<Field, string>>;
  fields: Partial<Record<Field, string>>;
  formError: string | null;
}

const answer = (step: SignInAnswer['step'], rest: Omit<SignInAnswer, 'step'>, status = 200) =>
  data<SignInAnswer>({ step, ...rest }, { status, headers: PRIVATE_PAGE_HEADERS });

type Values = SignInAnswer['values'];

const refused = (step: SignInAnswer['step'], values: Values, issues: readonly ValidationIssue[]) =>
  answer(step, { values, ...fieldsFailure(fieldErrors<Field>(issues)) }, 400);

/** Sends the sign-in e-mail; the answer is the same for any address. */
async function sendSignInEmail(values: Values, context: Route.ActionArgs['context']) {
  const parsed = signInRequestSchema.safeParse(values);
  if (!parsed.success) return refused('email', values, parsed.error.issues);
  await context.services.accounts.requestSignIn(parsed.data, context.requestContext);
  return answer('code', { values: { email: parsed.data.email }, fields: {}, formError: null });
}

/** Signs in with the e-mail's code and sends the buyer to their library, with the session's cookie. */
async function signInWithCode(values: Values, { request, context }: Route.ActionArgs) {
  const parsed = signInCodeSchema.safeParse(values);
  if (!parsed.success) return refused('code', values, parsed.error.issues);
  const signedIn = await context.services.accounts.signInWithCode(
    parsed.data,
    { ...context.requestContext, userAgent: request.headers.get('user-agent') ?? undefined },
    signingInDevice(request, context),
  );
  return redirect('/account', { status: 303, headers: signedInHeaders(request, context, signedIn) });
}

/** `intent=email` sends the sign-in e-mail; `intent=code` signs in with its code. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return answer('email', unreadableForm(), 400);
  const values = formValues(form, ['email', 'code'] as const);
  const step = form.get('intent') === 'code' ? 'code' : 'email';
  try {
    return step === 'email' ? await sendSignInEmail(values, args.context) : await signInWithCode(values, args);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return answer(step, { values, ...formFailure(refusal) }, refusal.status);
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const values = actionData?.values ?? {};
  // The server alone checks these forms.
  const form = useFormCheck<Field>({ answer: actionData, idOf: (name) => fieldIds[name], focusAnswer: true });
  const codeStep = actionData?.step === 'code';
  return (
    <>
      <PageIntro eyebrow="Your account" title="Sign in">
        Your plans, orders and downloads in one place. No password: we email you a link and a code, and you can add a
        passkey once you are in.
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12">
        {loaderData.deleted && !actionData && (
          <p role="status" className="mb-8 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
            Your account was deleted. Your orders are kept without your name or contact details.
          </p>
        )}
        {loaderData.forAlerts && !actionData && (
          <p role="status" className="mb-8 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
            Sign in to get e-mail alerts for your searches. Then choose “Alert me” on the marketplace again.
          </p>
        )}
        {codeStep ? (
          <>
            <div role="status" className="rounded-lg border border-success/40 bg-success/10 p-6 text-center">
              <MailCheck aria-hidden className="mx-auto size-10 text-success" />
              <p className="mt-3 font-semibold">{SIGN_IN_ANSWER}</p>
              <p className="mt-1 text-sm text-muted-fg">
                Open the link on this device, or type the 6-digit code below. Both work once, for {SIGN_IN_LINK_MINUTES}{' '}
                minutes.
              </p>
              <p className="mt-3 text-sm text-muted-fg">{SIGN_IN_LIMIT_NOTE}</p>
            </div>
            <Form
              ref={form.formRef}
              method="post"
              noValidate
              className="mt-8 space-y-5"
              aria-label="Sign in with a code"
            >
              <FormAlert message={form.formError} />
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="email" value={values.email ?? ''} />
              <FormField {...form.field('code')} label={`Code sent to ${values.email ?? 'your address'}`}>
                <input
                  {...form.control('code')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  maxLength={12}
                  className={`${inputClass} font-mono tracking-widest`}
                />
              </FormField>
              <SubmitButton submitting={submitting} busyLabel="Signing in…">
                Sign in
              </SubmitButton>
            </Form>
            <p className="mt-6 text-sm text-muted-fg">
              Wrong address, or no email after a few minutes?{' '}
              <Link to="/account/sign-in" className="font-medium text-primary hover:underline">
                Start again
              </Link>
            </p>
          </>
        ) : (
          <Form ref={form.formRef} method="post" noValidate className="space-y-5" aria-label="Sign in by email">
            <FormAlert message={form.formError} />
            <input type="hidden" name="intent" value="email" />
            <EmailAddressField form={form} defaultValue={values.email} />
            <SubmitButton submitting={submitting} busyLabel="Sending…">
              Email me a sign-in link
            </SubmitButton>
          </Form>
        )}
        <PasskeySignIn />
      </div>
    </>
  );
}

import { fieldErrors } from '@atelier/domain/field-errors';
import { FIND_ORDER_ANSWER, findOrderRequestSchema } from '@atelier/domain/orders';
import { CircleCheck } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormField, fieldControlProps, inputClass } from '../components/form-field';
import { PageIntro } from '../components/page-intro';
import { canonicalUrl } from '../layouts/canonical';
import { refusalOf } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/find-order';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Find my order',
    description:
      'Lost the link to your Atelier Plans order? Enter your email address and order number and we will email it to you again.',
    path: canonicalUrl(matches, '/find-order'),
  });

type Field = 'email' | 'orderNumber';
type Values = Partial<Record<Field, string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const values: Values = {};
  try {
    const form = await request.formData();
    for (const name of ['email', 'orderNumber'] as const) {
      const value = form.get(name);
      if (typeof value === 'string') values[name] = value;
    }
  } catch {
    return data(
      { values, fields: {}, formError: 'The form could not be read. Please try again.', sent: null },
      { status: 400 },
    );
  }
  const parsed = findOrderRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors<Field>(parsed.error.issues);
    return data({ values, fields, formError: 'Please correct the highlighted fields.', sent: null }, { status: 400 });
  }
  try {
    const { message } = await context.services.orders.findOrder(parsed.data, context.requestContext);
    return { values: {}, fields: {}, formError: null, sent: message };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ values, fields: {}, formError: refusal.message, sent: null }, { status: refusal.status });
  }
}

export default function FindOrder({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const values: Values = actionData?.values ?? {};
  const errors: Partial<Record<Field, string>> = actionData?.fields ?? {};
  return (
    <>
      <PageIntro eyebrow="Orders" title="Find my order">
        Enter the email address you ordered with and your order number (it looks like AP-7KQ2-M9XD). We will email the
        link to your order page, with your downloads once it is paid.
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12">
        {actionData?.sent ? (
          <div role="status" className="rounded-lg border border-success/40 bg-success/10 p-8 text-center">
            <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
            <p className="mt-4 text-lg font-semibold">{FIND_ORDER_ANSWER}</p>
            <p className="mt-2 text-muted-fg">No email after a few minutes? Check the spam folder, or contact us.</p>
            <Link to="/find-order" className="mt-6 inline-block font-medium text-primary hover:underline">
              Look up another order
            </Link>
          </div>
        ) : (
          <Form method="post" noValidate className="space-y-5" aria-label="Find my order">
            {actionData?.formError ? (
              <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
                {actionData.formError}
              </p>
            ) : null}
            <FormField id="find-email" label="Email address" error={errors.email}>
              <input
                {...fieldControlProps('find-email', 'email', errors.email)}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                className={inputClass}
                defaultValue={values.email}
              />
            </FormField>
            <FormField id="find-order-number" label="Order number" error={errors.orderNumber}>
              <input
                {...fieldControlProps('find-order-number', 'orderNumber', errors.orderNumber)}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                required
                maxLength={40}
                placeholder="AP-XXXX-XXXX"
                className={inputClass}
                defaultValue={values.orderNumber}
              />
            </FormField>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-fg motion-press disabled:opacity-60"
            >
              {submitting ? 'Sending…' : 'Email me my order link'}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}

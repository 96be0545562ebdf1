import { fieldErrors } from '@atelier/domain/field-errors';
import { FIND_ORDER_ANSWER, findOrderRequestSchema } from '@atelier/domain/orders';
import { CircleCheck } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { EmailAddressField } from '../components/email-address-field';
import { FormAlert, FormField, inputClass, SubmitButton } from '../components/form-field';
import { PageIntro } from '../components/page-intro';
import { canonicalUrl } from '../layouts/canonical';
import { fieldsFailure, formValues } from '../lib/form-check';
import { formFailure, readForm, refusalOf, unreadableForm } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import { useFormCheck } from '../lib/use-form-check';
import type { Route } from './+types/find-order';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Find my order',
    description:
      'Lost the link to your Atelier Plans order? Enter your email address and order number and we will email it to you again.',
    path: canonicalUrl(matches, '/find-order'),
  });

type Field = 'email' | 'orderNumber';

const fieldIds: Record<Field, string> = { email: 'find-email', orderNumber: 'find-order-number' };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data({ ...unreadableForm(), sent: null }, { status: 400 });
  const values = formValues(form, ['email', 'orderNumber'] as const);
  const parsed = findOrderRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data({ values, ...fieldsFailure(fieldErrors<Field>(parsed.error.issues)), sent: null }, { status: 400 });
  }
  try {
    const { message } = await context.services.orders.findOrder(parsed.data, context.requestContext);
    return { values: {}, fields: {}, formError: null, sent: message };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ values, ...formFailure(refusal), sent: null }, { status: refusal.status });
  }
}

export default function FindOrder({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const values: Partial<Record<Field, string>> = actionData?.values ?? {};
  // The server alone checks this form.
  const form = useFormCheck<Field>({ answer: actionData, idOf: (name) => fieldIds[name] });
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
          <Form ref={form.formRef} method="post" noValidate className="space-y-5" aria-label="Find my order">
            <FormAlert message={form.formError} />
            <EmailAddressField form={form} defaultValue={values.email} />
            <FormField {...form.field('orderNumber')} label="Order number">
              <input
                {...form.control('orderNumber')}
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
            <SubmitButton submitting={submitting} busyLabel="Sending…">
              Email me my order link
            </SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}

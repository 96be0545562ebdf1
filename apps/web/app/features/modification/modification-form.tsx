import {
  MODIFICATION_LIMITS,
  type ModificationRequestField,
  modificationRequestInputSchema,
} from '@atelier/domain/contact';
import { type RefObject, useEffect } from 'react';
import { type Form, useFetcher } from 'react-router';
import { FormAlert, FormField, inputClass, SubmitButton } from '../../components/form-field';
import { NameAndEmailFields } from '../../components/name-and-email-fields';
import { type FieldErrors, schemaCheck } from '../../lib/form-check';
import { type ContactPrefill, useSignedInHint } from '../../lib/signed-in-hint';
import { useFormCheck } from '../../lib/use-form-check';

/**
 * A signed-in buyer's name and e-mail address filled in, as the checkout does, where still empty: the page
 * is shared by everyone (decision 030), so they are asked for after hydration, and only with the hint.
 */
function usePrefilledContact(formRef: RefObject<HTMLFormElement | null>, skip: boolean) {
  const signedIn = useSignedInHint();
  const fetcher = useFetcher<ContactPrefill>({ key: 'account-contact' });
  const { load } = fetcher;
  const contact = fetcher.data?.contact;
  useEffect(() => {
    if (signedIn && !skip) void load('/account/contact');
  }, [signedIn, skip, load]);
  useEffect(() => {
    const form = formRef.current;
    if (!contact || !form) return;
    for (const [name, value] of [
      ['name', contact.name],
      ['email', contact.email],
    ] as const) {
      const input = form.elements.namedItem(name);
      if (value && input instanceof HTMLInputElement && input.value === '') input.value = value;
    }
  }, [contact, formRef]);
}

export type ModificationValues = Partial<Record<ModificationRequestField, string>>;
export type ModificationErrors = FieldErrors<ModificationRequestField>;

/** What the route action answers when the request is not stored. */
export interface ModificationFailure {
  values: ModificationValues;
  fields: ModificationErrors;
  formError: string;
}

export const MODIFICATION_ACK = 'Thank you. Our architects will reply within one business day.';

/** The form fields a visitor fills in (the design comes from the URL). */
export const MODIFICATION_FIELDS = ['changes', 'lotSize', 'name', 'email'] as const;

/**
 * "Request a modification": a plain POST to /design/:id/modify (works without JavaScript), checked
 * first in the browser with the schema the server uses. The dialog passes its fetcher's Form.
 */
export function ModificationForm({
  designId,
  FormComponent,
  submitting,
  failure,
  inDialog = false,
}: {
  designId: string;
  FormComponent: typeof Form;
  submitting: boolean;
  failure?: ModificationFailure | undefined;
  inDialog?: boolean;
}) {
  const values = failure?.values ?? {};
  const form = useFormCheck<ModificationRequestField>({
    answer: failure,
    idOf: (name) => `modify-${name}`,
    check: schemaCheck(modificationRequestInputSchema, (data) => ({ ...Object.fromEntries(data), designId })),
  });
  usePrefilledContact(form.formRef, failure !== undefined);

  return (
    <FormComponent
      ref={form.formRef}
      method="post"
      action={`/design/${designId}/modify`}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4"
      aria-label="Request a modification"
    >
      {inDialog && <input type="hidden" name="_dialog" value="1" />}
      <FormAlert message={form.formError} />
      {form.errors.designId && (
        <p role="alert" className="text-sm text-danger">
          {form.errors.designId}
        </p>
      )}
      <FormField {...form.field('changes')} label="What would you like to change?">
        <textarea
          {...form.control('changes')}
          rows={5}
          className={inputClass}
          required
          minLength={MODIFICATION_LIMITS.changesMin}
          maxLength={MODIFICATION_LIMITS.changes}
          defaultValue={values.changes}
        />
      </FormField>
      <FormField {...form.field('lotSize')} label="Lot size" optional>
        <input
          {...form.control('lotSize')}
          className={inputClass}
          maxLength={MODIFICATION_LIMITS.lotSize}
          placeholder="e.g. 60 × 120 ft"
          defaultValue={values.lotSize}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndEmailFields form={form} values={values} />
      </div>
      <SubmitButton submitting={submitting} busyLabel="Sending…">
        Send request
      </SubmitButton>
    </FormComponent>
  );
}

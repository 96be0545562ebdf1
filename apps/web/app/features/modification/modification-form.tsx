import {
  CONTACT_LIMITS,
  MODIFICATION_LIMITS,
  type ModificationRequestField,
  modificationFieldErrors,
  modificationRequestInputSchema,
} from '@atelier/domain/contact';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Form } from 'react-router';
import { FormField, fieldControlProps, inputClass } from '../../components/form-field';

export type ModificationValues = Partial<Record<ModificationRequestField, string>>;
export type ModificationErrors = Partial<Record<ModificationRequestField, string>>;

/** What the route action answers when the request is not stored. */
export interface ModificationFailure {
  values: ModificationValues;
  fields: ModificationErrors;
  formError: string;
}

export const MODIFICATION_ACK = 'Thank you. Our architects will reply within one business day.';

/** The form fields a visitor fills in (the design comes from the URL). */
export const MODIFICATION_FIELDS = ['changes', 'lotSize', 'name', 'email'] as const;

function Field({
  name,
  ...props
}: {
  name: ModificationRequestField;
  label: string;
  error: string | undefined;
  optional?: boolean;
  children: ReactNode;
}) {
  return <FormField id={`modify-${name}`} {...props} />;
}

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
  const [clientErrors, setClientErrors] = useState<ModificationErrors | null>(null);
  const errors = clientErrors ?? failure?.fields ?? {};

  function validate(event: FormEvent<HTMLFormElement>) {
    const raw = { ...Object.fromEntries(new FormData(event.currentTarget)), designId };
    const result = modificationRequestInputSchema.safeParse(raw);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fields = modificationFieldErrors(result.error);
    setClientErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const a11y = (name: ModificationRequestField) => fieldControlProps(`modify-${name}`, name, errors[name]);

  return (
    <FormComponent
      method="post"
      action={`/design/${designId}/modify`}
      noValidate
      onSubmit={validate}
      className="space-y-4"
      aria-label="Request a modification"
    >
      {inDialog && <input type="hidden" name="_dialog" value="1" />}
      {failure?.formError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {failure.formError}
        </p>
      )}
      {errors.designId && (
        <p role="alert" className="text-sm text-danger">
          {errors.designId}
        </p>
      )}
      <Field name="changes" label="What would you like to change?" error={errors.changes}>
        <textarea
          {...a11y('changes')}
          rows={5}
          className={inputClass}
          required
          minLength={MODIFICATION_LIMITS.changesMin}
          maxLength={MODIFICATION_LIMITS.changes}
          defaultValue={values.changes}
        />
      </Field>
      <Field name="lotSize" label="Lot size" error={errors.lotSize} optional>
        <input
          {...a11y('lotSize')}
          className={inputClass}
          maxLength={MODIFICATION_LIMITS.lotSize}
          placeholder="e.g. 60 × 120 ft"
          defaultValue={values.lotSize}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name" error={errors.name}>
          <input
            {...a11y('name')}
            className={inputClass}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            defaultValue={values.name}
          />
        </Field>
        <Field name="email" label="Email" error={errors.email}>
          <input
            {...a11y('email')}
            type="email"
            className={inputClass}
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values.email}
          />
        </Field>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-fg motion-press disabled:opacity-60"
      >
        {submitting ? 'Sending…' : 'Send request'}
      </button>
    </FormComponent>
  );
}

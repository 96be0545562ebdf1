import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
  contactFieldErrors,
  contactInputSchema,
} from '@atelier/domain/contact';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormField, fieldControlProps, inputClass } from '../../components/form-field';

export type ContactValues = Partial<Record<ContactField, string>>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** A form field of this form; control ids are `contact-<name>`. */
function Field({
  name,
  ...props
}: {
  name: ContactField;
  label: string;
  error: string | undefined;
  optional?: boolean;
  children: ReactNode;
}) {
  return <FormField id={`contact-${name}`} {...props} />;
}

/**
 * The contact form: a plain POST to the route action (works without JavaScript), checked first in
 * the browser with the same schema the server uses.
 */
export function ContactForm({
  values = {},
  serverErrors = {},
  formError,
}: {
  values?: ContactValues;
  serverErrors?: ContactErrors;
  formError?: string | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const errors = clientErrors ?? serverErrors;

  function validate(event: FormEvent<HTMLFormElement>) {
    const result = contactInputSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fields = contactFieldErrors(result.error);
    setClientErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const clearError = (name: ContactField) =>
    setClientErrors((current) => {
      const base = current ?? serverErrors;
      if (!base[name]) return current;
      const { [name]: _removed, ...rest } = base;
      return rest;
    });

  const a11y = (name: ContactField) => ({
    ...fieldControlProps(`contact-${name}`, name, errors[name]),
    onChange: () => clearError(name),
  });

  return (
    <Form method="post" noValidate onSubmit={validate} className="space-y-5" aria-label="Contact form">
      {formError && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
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
        <Field name="phone" label="Phone" error={errors.phone} optional>
          <input
            {...a11y('phone')}
            type="tel"
            className={inputClass}
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            defaultValue={values.phone}
          />
        </Field>
        <Field name="subject" label="Service of interest" error={errors.subject}>
          <select {...a11y('subject')} className={inputClass} required defaultValue={values.subject ?? ''}>
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {subject.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="message" label="Message" error={errors.message}>
        <textarea
          {...a11y('message')}
          rows={6}
          className={inputClass}
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message}
        />
      </Field>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-fg motion-press disabled:opacity-60"
      >
        {submitting ? 'Sending…' : 'Send Message'}
      </button>
    </Form>
  );
}

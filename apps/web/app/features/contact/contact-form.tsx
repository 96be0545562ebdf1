import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactField, contactInputSchema } from '@atelier/domain/contact';
import { Form, useNavigation } from 'react-router';
import { FormAlert, FormField, inputClass, SubmitButton } from '../../components/form-field';
import { NameAndEmailFields } from '../../components/name-and-email-fields';
import { type FieldErrors, schemaCheck } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';

export type ContactValues = Partial<Record<ContactField, string>>;
export type ContactErrors = FieldErrors<ContactField>;

/** What the route action answers when the message is not sent. */
export interface ContactFailure {
  values: ContactValues;
  fields: ContactErrors;
  formError: string;
}

const checkContact = schemaCheck<ContactField>(contactInputSchema);

/**
 * The contact form: a plain POST to the route action (works without JavaScript), checked first in
 * the browser with the same schema the server uses.
 */
export function ContactForm({ failure }: { failure?: ContactFailure | undefined }) {
  const navigation = useNavigation();
  const values = failure?.values ?? {};
  const form = useFormCheck<ContactField>({
    answer: failure,
    idOf: (name) => `contact-${name}`,
    check: checkContact,
    clearOnChange: true,
  });

  return (
    <Form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-label="Contact form"
    >
      <FormAlert message={form.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields form={form} values={values} />
        <FormField {...form.field('phone')} label="Phone" optional>
          <input
            {...form.control('phone')}
            type="tel"
            className={inputClass}
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            defaultValue={values.phone}
          />
        </FormField>
        <FormField {...form.field('subject')} label="Service of interest">
          <select {...form.control('subject')} className={inputClass} required defaultValue={values.subject ?? ''}>
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {subject.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField {...form.field('message')} label="Message">
        <textarea
          {...form.control('message')}
          rows={6}
          className={inputClass}
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message}
        />
      </FormField>
      <SubmitButton submitting={navigation.state === 'submitting'} busyLabel="Sending…">
        Send Message
      </SubmitButton>
    </Form>
  );
}

import { CONTACT_LIMITS } from '@atelier/domain/contact';
import type { FormCheck } from '../lib/use-form-check';
import { FormField, inputClass } from './form-field';

type Field = 'name' | 'email';

/** The visitor's name and email, as the contact and modification forms ask for them (the contact schema's limits). */
export function NameAndEmailFields({
  form,
  values,
}: {
  form: Pick<FormCheck<Field>, 'field' | 'control'>;
  values: Partial<Record<Field, string>>;
}) {
  return (
    <>
      <FormField {...form.field('name')} label="Name">
        <input
          {...form.control('name')}
          className={inputClass}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values.name}
        />
      </FormField>
      <FormField {...form.field('email')} label="Email">
        <input
          {...form.control('email')}
          type="email"
          className={inputClass}
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={values.email}
        />
      </FormField>
    </>
  );
}

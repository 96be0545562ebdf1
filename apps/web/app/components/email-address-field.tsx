import type { FormCheck } from '../lib/use-form-check';
import { FormField, inputClass } from './form-field';

/** "Email address", as the forms that find a buyer by it ask for it (find my order, sign in). */
export function EmailAddressField({
  form,
  defaultValue,
}: {
  form: Pick<FormCheck<'email'>, 'field' | 'control'>;
  defaultValue: string | undefined;
}) {
  return (
    <FormField {...form.field('email')} label="Email address">
      <input
        {...form.control('email')}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        className={inputClass}
        defaultValue={defaultValue}
      />
    </FormField>
  );
}

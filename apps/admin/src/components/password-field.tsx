import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { inputClass } from './form-styles';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className' | 'autoComplete'> & {
  label: string;
  hint?: string;
  /** The schema's (or the server's) message for this field, if it failed. */
  error?: string | undefined;
  /** Tells password managers whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A labelled password input. The rest of its props go to the input: a react-hook-form registration
 * (`{...form.register('password')}`) or a value with its onChange.
 */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} type="password" className={inputClass} />}
    </FormField>
  );
}

import type { ReactNode } from 'react';
import { errorIdOf } from '../lib/form-check';

/** The look of every text input, select and textarea in the storefront's forms. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 aria-invalid:border-danger focus-visible:outline-2 focus-visible:outline-primary';

/** A field's message, which its control names with `aria-describedby` (see `fieldControlProps`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="mt-1 text-sm text-danger">
      {error}
    </p>
  );
}

/**
 * A labelled form control with its field message. The control inside takes its props from
 * `fieldControlProps` (or `useFormCheck`'s `control`) with the same `id`.
 */
export function FormField({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted-fg"> (optional)</span> : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form's message above its fields (what the server refused, or "Please correct the highlighted fields."). */
export function FormAlert({ message, className = '' }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger ${className}`.trim()}
    >
      {message}
    </p>
  );
}

const submitStyles = {
  primary: 'bg-primary text-primary-fg',
  secondary: 'border border-border bg-card hover:border-primary',
} as const;

/**
 * A form's send button, which says it is busy (and cannot be pressed) while the form is on its way. A page's
 * main action is its only primary button; the others (declining, say) are secondary.
 */
export function SubmitButton({
  submitting,
  busyLabel,
  children,
  variant = 'primary',
}: {
  submitting: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: keyof typeof submitStyles;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={`inline-flex h-11 items-center justify-center rounded-md px-6 font-medium motion-press disabled:opacity-60 ${submitStyles[variant]}`}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}

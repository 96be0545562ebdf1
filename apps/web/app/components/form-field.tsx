import type { ReactNode } from 'react';

/** The look of every text input, select and textarea in the storefront's forms. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 aria-invalid:border-danger focus-visible:outline-2 focus-visible:outline-primary';

/**
 * A labelled form control with its field message. The control inside uses `id` and, when there is an
 * error, `aria-describedby={`${id}-error`}` and `aria-invalid`.
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
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

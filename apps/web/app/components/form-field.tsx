import type { ReactNode } from 'react';

/** The look of every text input, select and textarea in the storefront's forms. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 aria-invalid:border-danger focus-visible:outline-2 focus-visible:outline-primary';

/** The props that tie a control to its `FormField`: its id and name, and its field message if any. */
export function fieldControlProps(id: string, name: string, error: string | undefined) {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/**
 * A labelled form control with its field message. The control inside takes its props from
 * `fieldControlProps` with the same `id`.
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

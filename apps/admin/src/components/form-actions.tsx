import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButtonClass } from './form-styles';

interface FormActionsProps {
  /** The server's message when the last save failed. */
  error: string | null;
  pending: boolean;
  /** The submit button's text, e.g. 'Save figures'. */
  children: ReactNode;
}

/** The end of a form: the reason the last save failed, if it did, then the submit button. */
export function FormActions({ error, pending, children }: FormActionsProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {children}
      </button>
    </>
  );
}

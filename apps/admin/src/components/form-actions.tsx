import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { errorMessage } from '../lib/query-client';
import { primaryButtonClass } from './form-styles';

const alertClass = 'rounded-md border border-danger px-3 py-2 text-sm text-danger';

/** Why the form's last request failed, in the server's words, read out when it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={alertClass}>
      {errorMessage(error)}
    </p>
  );
}

interface SubmitButtonProps {
  /** While the request is under way the button is disabled and shows a spinner beside its text. */
  pending: boolean;
  /** The primary button unless said otherwise (a danger button, a full-width one). */
  className?: string;
  /** An icon before the text, which the spinner stands in for while pending. */
  icon?: LucideIcon;
  ref?: Ref<HTMLButtonElement>;
  /**
   * For fields grouped inside another form (forms cannot nest): a plain button that sends them on click,
   * rather than a submit button, which would submit the outer form.
   */
  onClick?(): void;
  children: ReactNode;
}

/** A form's submit button, which cannot be pressed twice while its request is under way. */
export function SubmitButton({
  pending,
  className = primaryButtonClass,
  icon: Icon,
  ref,
  onClick,
  children,
}: SubmitButtonProps) {
  return (
    <button ref={ref} type={onClick ? 'button' : 'submit'} onClick={onClick} disabled={pending} className={className}>
      {pending ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : Icon ? (
        <Icon aria-hidden className="size-4" />
      ) : null}
      {children}
    </button>
  );
}

interface FormActionsProps {
  /** The server's message when the last save failed. */
  error: string | null;
  pending: boolean;
  /** The submit button's icon, if it has one. */
  icon?: LucideIcon;
  /** The submit button's text, e.g. 'Save figures'. */
  children: ReactNode;
}

/** The end of a form: the reason the last save failed, if it did, then the submit button. */
export function FormActions({ error, pending, icon, children }: FormActionsProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
      <SubmitButton pending={pending} icon={icon}>
        {children}
      </SubmitButton>
    </>
  );
}

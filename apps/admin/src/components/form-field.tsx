import { type ReactNode, useId } from 'react';
import { fieldErrorClass, labelClass } from './form-styles';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  hint?: string;
  /** The schema's message for this field, if it failed. */
  error?: string;
  /** Heard, not seen: in a table whose row and column headings say what the control is. */
  labelHidden?: boolean;
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with its hint and error tied to it. */
export function FormField({ label, hint, error, labelHidden = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-fg">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

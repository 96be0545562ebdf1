import { type ReactNode, useId } from 'react';
import { fieldErrorClass, labelClass } from './form-styles';

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  error: string | undefined;
  children(invalid: { 'aria-invalid': boolean }): ReactNode;
}

/** Checkboxes or radios under one legend, with the group's error tied to the group. */
export function ChoiceGroup({ legend, hint, error, children }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-2" {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
      <legend className={labelClass}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      ) : null}
      {children({ 'aria-invalid': Boolean(error) })}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

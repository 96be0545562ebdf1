import { type Ref, useEffect, useRef } from 'react';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';

interface CodeFieldProps {
  kind: 'totp' | 'recovery';
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** The id of a message shown elsewhere (an announced alert) that makes this field invalid. */
  invalidBy?: string | undefined;
  /** Moves focus here when the field appears (a new step of a form)... */
  autoFocus?: boolean;
  /** ...and again each time this number changes (after a refused code). */
  focusSignal?: number;
}

const LABELS = {
  totp: {
    label: 'Authentication code',
    hint: 'Six digits; the code changes every 30 seconds.',
  },
  recovery: {
    label: 'Recovery code',
    hint: 'Enter one of the recovery codes you saved, like abcd-efgh-jk. Each works once.',
  },
} as const;

/** A one-time code: digits from the authenticator app, or a recovery code. */
export function CodeField({
  kind,
  value,
  onChange,
  error,
  invalidBy,
  autoFocus = false,
  focusSignal = 0,
}: CodeFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusSignal is the trigger, not a value used.
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus, focusSignal]);
  const text = LABELS[kind];
  return (
    <FormField label={text.label} hint={text.hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...(invalidBy
            ? {
                'aria-invalid': true,
                'aria-describedby': [control['aria-describedby'], invalidBy].filter(Boolean).join(' '),
              }
            : {})}
          ref={ref as Ref<HTMLInputElement>}
          name={kind === 'totp' ? 'code' : 'recoveryCode'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          spellCheck={false}
          maxLength={kind === 'totp' ? 7 : 14}
          className={`${inputClass} font-mono tracking-widest`}
        />
      )}
    </FormField>
  );
}

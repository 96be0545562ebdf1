import {
  MFA_MESSAGES,
  type MfaEnrolledSignIn,
  recoveryCodeSchema,
  type TotpEnrolment,
  totpCodeSchema,
} from '@atelier/domain/mfa';
import type { StaffSessionInfo } from '@atelier/domain/staff-session';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SubmitButton } from '../../components/form-actions';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { ApiRequestError } from '../../lib/api';
import { confirmSignInEnrolment, signInWithCode, startSignInEnrolment } from './api';
import { CodeField } from './code-field';
import { RecoveryCodesList } from './recovery-codes';
import { TotpSetup } from './totp-setup';

interface StepProps {
  challenge: string;
  /** The second step passed: the session starts. */
  onSignedIn(session: StaffSessionInfo): void;
  /** Back to the password (the challenge expired or the member wants to). */
  onRestart(): void;
}

const submitClass = `${primaryButtonClass} h-10 w-full`;
const linkButtonClass = 'text-sm font-medium text-primary underline-offset-2 hover:underline';

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'The code could not be checked. Please try again.';
}

/** An announced problem above the form, shared by both steps. */
function StepError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}

/**
 * A step's code and what happened to it: the problem shown above the form (which makes the field invalid),
 * and a refused code, which empties the field and focuses it again.
 */
function useCodeEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const errorId = useId();
  return {
    value,
    error,
    errorId,
    pending,
    setPending,
    setError,
    /** Empties the field and drops the problem (another kind of code). */
    clear() {
      setValue('');
      setError(null);
    },
    refuse(message: string) {
      setError(message);
      setValue('');
      setRefusals((count) => count + 1);
    },
    /** The code field's props: typing drops the problem. */
    field: {
      value,
      onChange(next: string) {
        setValue(next);
        setError(null);
      },
      invalidBy: error ? errorId : undefined,
      autoFocus: true,
      focusSignal: refusals,
    },
  };
}

/** "Enter the 6-digit code from your authenticator app", or a recovery code instead. */
export function CodeStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const [gone, setGone] = useState(false);
  const entry = useCodeEntry();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = (kind === 'totp' ? totpCodeSchema : recoveryCodeSchema).safeParse(entry.value);
    if (!parsed.success) {
      entry.refuse(kind === 'totp' ? MFA_MESSAGES.code : MFA_MESSAGES.recoveryCode);
      return;
    }
    entry.setPending(true);
    try {
      onSignedIn(
        await signInWithCode(
          kind === 'totp' ? { challenge, code: parsed.data } : { challenge, recoveryCode: parsed.data },
        ),
      );
    } catch (failure) {
      entry.setPending(false);
      entry.refuse(messageOf(failure));
      if (failure instanceof ApiRequestError && failure.code === 'mfa_challenge_gone') setGone(true);
    }
  };

  const switchKind = () => {
    setKind((current) => (current === 'totp' ? 'recovery' : 'totp'));
    entry.clear();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Two-factor sign-in">
      <p className="text-sm">
        {kind === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your recovery codes. Each code works once.'}
      </p>
      <StepError id={entry.errorId} message={entry.error} />
      {gone ? (
        <button type="button" className={submitClass} onClick={onRestart}>
          Sign in again
        </button>
      ) : (
        <>
          <CodeField key={kind} kind={kind} {...entry.field} />
          <SubmitButton pending={entry.pending} className={submitClass}>
            {entry.pending ? 'Checking...' : 'Verify'}
          </SubmitButton>
          <div className="flex flex-wrap justify-between gap-2">
            <button type="button" className={linkButtonClass} onClick={switchKind}>
              {kind === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
            </button>
            <button type="button" className={linkButtonClass} onClick={onRestart}>
              Back to password
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/** The role requires two-factor sign-in and none is set up: set it up now, then see the recovery codes once. */
export function EnrolStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<MfaEnrolledSignIn | null>(null);
  const entry = useCodeEntry();
  // A stable setter: the effect runs once a challenge.
  const { setError } = entry;

  useEffect(() => {
    let current = true;
    startSignInEnrolment(challenge)
      .then((answer) => current && setEnrolment(answer))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [challenge, setError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(entry.value);
    if (!parsed.success) {
      entry.refuse(MFA_MESSAGES.code);
      return;
    }
    entry.setPending(true);
    try {
      setDone(await confirmSignInEnrolment(challenge, parsed.data));
    } catch (failure) {
      entry.refuse(messageOf(failure));
    } finally {
      entry.setPending(false);
    }
  };

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <RecoveryCodesList codes={done.recoveryCodes} />
        <button type="button" className={submitClass} onClick={() => onSignedIn(done.session)}>
          I have saved my codes — continue
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Set up two-factor sign-in">
      <p className="text-sm">Your role requires two-factor sign-in. Set it up with an authenticator app to continue.</p>
      <StepError id={entry.errorId} message={entry.error} />
      {enrolment ? (
        <>
          <TotpSetup enrolment={enrolment} />
          <CodeField kind="totp" {...entry.field} />
          <SubmitButton pending={entry.pending} className={submitClass}>
            Turn on and sign in
          </SubmitButton>
        </>
      ) : null}
      <button type="button" className={secondaryButtonClass} onClick={onRestart}>
        Back to password
      </button>
    </form>
  );
}

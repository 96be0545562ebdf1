import { totpCodeSchema } from '@atelier/domain/mfa';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DialogButtons, useActionDialog } from '../../components/action-dialog';
import { formatDateTime } from '../../components/date-time';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { PasswordField } from '../../components/password-field';
import { LoadingState, QueryFallback } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { errorMessage } from '../../lib/query-client';
import {
  useConfirmEnrolment,
  useDisableMfa,
  useMfaStatus,
  useRefreshMfaStatus,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from './api';
import { CodeField } from './code-field';
import { MfaDialog } from './mfa-dialog';
import { RecoveryCodesList } from './recovery-codes';
import { TotpSetup } from './totp-setup';

const sectionClass = 'space-y-4 rounded-lg border border-border bg-card p-6';

/** The message for one field: the client's check first, then the server's. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fields[field] : undefined;
}

function formError(error: unknown, fields: string[]): string | null {
  if (!error) return null;
  if (error instanceof ApiRequestError && fields.some((field) => error.fields[field])) return null;
  return errorMessage(error);
}

/** A 6-digit code checked on the client before it is sent. */
function useCodeInput() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return {
    code,
    problem,
    setCode: (value: string) => {
      setCode(value);
      setProblem(undefined);
    },
    /** The code to send, or null (with the message shown) when it is not six digits. */
    checked(): string | null {
      const parsed = totpCodeSchema.safeParse(code);
      if (parsed.success) return parsed.data;
      setProblem(parsed.error.issues[0]?.message);
      return null;
    },
    reset() {
      setCode('');
      setProblem(undefined);
    },
  };
}

/** /profile: two-factor sign-in with an authenticator app (docs/decisions/031-two-factor-sign-in.md). */
export function TwoFactorSection({ announce }: { announce(message: string): void }) {
  const status = useMfaStatus();
  return (
    <section aria-labelledby="two-factor-title" className={sectionClass}>
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      {!status.data ? (
        <QueryFallback query={status} errorTitle="The two-factor state could not be loaded.">
          Loading the two-factor state...
        </QueryFallback>
      ) : status.data.enabled ? (
        <>
          <p className="text-sm">
            Two-factor sign-in is <strong>on</strong>
            {status.data.enabledAt ? (
              <>
                {' '}
                since <time dateTime={status.data.enabledAt}>{formatDateTime(status.data.enabledAt)}</time>
              </>
            ) : null}
            . {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <div className="flex flex-wrap gap-2">
            <RegenerateCodes announce={announce} />
            <TurnOff announce={announce} required={status.data.required} />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">
            Two-factor sign-in is <strong>off</strong>. With it on, signing in also needs a code from an authenticator
            app on your phone.
            {status.data.required ? ' Your role requires it: you will be asked to set it up at your next sign-in.' : ''}
          </p>
          <Enrol announce={announce} />
        </>
      )}
    </section>
  );
}

function Enrol({ announce }: { announce(message: string): void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const refresh = useRefreshMfaStatus();
  const input = useCodeInput();
  const dialog = useActionDialog(() => {
    input.reset();
    confirm.reset();
    start.mutate();
  });
  const onOpenChange = (next: boolean) => {
    dialog.onOpenChange(next);
    if (!next && confirm.data) void refresh();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.checked();
    if (code) confirm.mutate({ code }, { onSuccess: () => announce('Two-factor sign-in is on.') });
  };
  return (
    <MfaDialog
      trigger="Set up two-factor sign-in"
      triggerClassName={primaryButtonClass}
      title="Set up two-factor sign-in"
      description={
        confirm.data
          ? 'Two-factor sign-in is on. Keep your recovery codes.'
          : 'Link an authenticator app to your account.'
      }
      open={dialog.open}
      onOpenChange={onOpenChange}
    >
      {confirm.data ? (
        <SavedCodes codes={confirm.data.recoveryCodes} />
      ) : start.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(start.error)}
        </p>
      ) : !start.data ? (
        <LoadingState>Preparing your setup key...</LoadingState>
      ) : (
        <DialogForm onSubmit={onSubmit} mutation={confirm} fields={['code']} submitLabel="Turn on">
          <TotpSetup enrolment={start.data} />
          <TotpCodeField input={input} error={confirm.error} />
        </DialogForm>
      )}
    </MfaDialog>
  );
}

function RegenerateCodes({ announce }: { announce(message: string): void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const input = useCodeInput();
  const dialog = useActionDialog(() => {
    input.reset();
    regenerate.reset();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.checked();
    if (code) regenerate.mutate({ code }, { onSuccess: () => announce('You have new recovery codes.') });
  };
  return (
    <MfaDialog
      trigger="New recovery codes"
      triggerClassName={secondaryButtonClass}
      title="New recovery codes"
      description="Your old recovery codes stop working. Confirm with a code from your authenticator app."
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
    >
      {regenerate.data ? (
        <SavedCodes codes={regenerate.data.recoveryCodes} />
      ) : (
        <DialogForm onSubmit={onSubmit} mutation={regenerate} fields={['code']} submitLabel="Make new codes">
          <TotpCodeField input={input} error={regenerate.error} />
        </DialogForm>
      )}
    </MfaDialog>
  );
}

function TurnOff({ announce, required }: { announce(message: string): void; required: boolean }) {
  const [password, setPassword] = useState('');
  const disable = useDisableMfa();
  const dialog = useActionDialog(() => {
    setPassword('');
    disable.reset();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          dialog.close();
          announce('Two-factor sign-in is off.');
        },
      },
    );
  };
  return (
    <MfaDialog
      trigger="Turn off two-factor sign-in"
      triggerClassName={secondaryButtonClass}
      title="Turn off two-factor sign-in?"
      description={
        required
          ? 'Your authenticator app and recovery codes stop working. Your role requires two-factor sign-in, so you will set it up again at your next sign-in.'
          : 'Your authenticator app and recovery codes stop working. You can set it up again at any time.'
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
    >
      <DialogForm onSubmit={onSubmit} mutation={disable} fields={['password']} submitLabel="Turn off" destructive>
        <PasswordField
          label="Your password"
          error={fieldError(disable.error, 'password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </DialogForm>
    </MfaDialog>
  );
}

/** The new recovery codes, shown once, and the button that closes the dialog once they are saved. */
function SavedCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <RecoveryCodesList codes={codes} />
      <div className="flex justify-end">
        <Dialog.Close className={primaryButtonClass}>I have saved my codes</Dialog.Close>
      </div>
    </div>
  );
}

/** The code from the authenticator app: the client's check first, then the server's. */
function TotpCodeField({ input, error }: { input: ReturnType<typeof useCodeInput>; error: unknown }) {
  return (
    <CodeField
      kind="totp"
      value={input.code}
      onChange={input.setCode}
      error={input.problem ?? fieldError(error, 'code')}
    />
  );
}

interface DialogFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  mutation: { isPending: boolean; error: unknown };
  /** The fields that show the server's messages for themselves; any other refusal shows above the buttons. */
  fields: string[];
  submitLabel: string;
  destructive?: boolean;
  children: ReactNode;
}

/** A step of a two-factor dialog that asks for a confirmation: its fields, the refusal, Cancel and the action. */
function DialogForm({ onSubmit, mutation, fields, submitLabel, destructive = false, children }: DialogFormProps) {
  const message = formError(mutation.error, fields);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      {message ? (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
      <DialogButtons pending={mutation.isPending} submitLabel={submitLabel} destructive={destructive} />
    </form>
  );
}

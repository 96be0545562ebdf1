import { totpCodeSchema } from '@atelier/domain/mfa';
import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../components/date-time';
import { FormField } from '../../components/form-field';
import { dangerButtonClass, inputClass, primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
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
      {status.isError && !status.data ? (
        <ErrorState
          title="The two-factor state could not be loaded."
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : !status.data ? (
        <LoadingState>Loading the two-factor state...</LoadingState>
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
  const [open, setOpen] = useState(false);
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const refresh = useRefreshMfaStatus();
  const input = useCodeInput();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && confirm.data) void refresh();
    if (next) {
      input.reset();
      confirm.reset();
      start.mutate();
    }
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
      open={open}
      onOpenChange={onOpenChange}
    >
      {confirm.data ? (
        <div className="space-y-4">
          <RecoveryCodesList codes={confirm.data.recoveryCodes} />
          <div className="flex justify-end">
            <Dialog.Close className={primaryButtonClass}>I have saved my codes</Dialog.Close>
          </div>
        </div>
      ) : start.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(start.error)}
        </p>
      ) : !start.data ? (
        <LoadingState>Preparing your setup key...</LoadingState>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TotpSetup enrolment={start.data} />
          <CodeField
            kind="totp"
            value={input.code}
            onChange={input.setCode}
            error={input.problem ?? fieldError(confirm.error, 'code')}
          />
          {formError(confirm.error, ['code']) ? (
            <p role="alert" className="text-sm text-danger">
              {formError(confirm.error, ['code'])}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close type="button" className={secondaryButtonClass}>
              Cancel
            </Dialog.Close>
            <button type="submit" disabled={confirm.isPending} className={primaryButtonClass}>
              {confirm.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              Turn on
            </button>
          </div>
        </form>
      )}
    </MfaDialog>
  );
}

function RegenerateCodes({ announce }: { announce(message: string): void }) {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateRecoveryCodes();
  const input = useCodeInput();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      input.reset();
      regenerate.reset();
    }
  };
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
      open={open}
      onOpenChange={onOpenChange}
    >
      {regenerate.data ? (
        <div className="space-y-4">
          <RecoveryCodesList codes={regenerate.data.recoveryCodes} />
          <div className="flex justify-end">
            <Dialog.Close className={primaryButtonClass}>I have saved my codes</Dialog.Close>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <CodeField
            kind="totp"
            value={input.code}
            onChange={input.setCode}
            error={input.problem ?? fieldError(regenerate.error, 'code')}
          />
          {formError(regenerate.error, ['code']) ? (
            <p role="alert" className="text-sm text-danger">
              {formError(regenerate.error, ['code'])}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close type="button" className={secondaryButtonClass}>
              Cancel
            </Dialog.Close>
            <button type="submit" disabled={regenerate.isPending} className={primaryButtonClass}>
              Make new codes
            </button>
          </div>
        </form>
      )}
    </MfaDialog>
  );
}

function TurnOff({ announce, required }: { announce(message: string): void; required: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useDisableMfa();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setPassword('');
      disable.reset();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
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
      open={open}
      onOpenChange={onOpenChange}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Your password" error={fieldError(disable.error, 'password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        {formError(disable.error, ['password']) ? (
          <p role="alert" className="text-sm text-danger">
            {formError(disable.error, ['password'])}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Dialog.Close type="button" className={secondaryButtonClass}>
            Cancel
          </Dialog.Close>
          <button type="submit" disabled={disable.isPending} className={dangerButtonClass}>
            Turn off
          </button>
        </div>
      </form>
    </MfaDialog>
  );
}

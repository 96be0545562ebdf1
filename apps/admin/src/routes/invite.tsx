import { type InviteInfo, type SetPasswordForm, setPasswordFormSchema } from '@atelier/domain/staff-users';
import { ThemeToggle } from '@atelier/ui/theme-toggle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AuthSpinner } from '../components/auth-spinner';
import { SubmitButton } from '../components/form-actions';
import { linkClass, primaryButtonClass } from '../components/form-styles';
import { PasswordField } from '../components/password-field';
import { ApiRequestError, apiRequest, staffGet } from '../lib/api';
import { showFieldErrors } from '../lib/field-errors';
import { errorMessage } from '../lib/query-client';

/** /invite/:token: the public page of an e-mailed set-password link (invitation or forced reset). */
export function Component() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-8 shadow-sm">
        <InviteContent />
      </div>
    </main>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      <ThemeToggle />
    </div>
  );
}

/** Where the link led (it is not valid, or the password is set), announced, then the way to sign in. */
function Outcome({ title, role, children }: { title: string; role: 'alert' | 'status'; children: ReactNode }) {
  return (
    <>
      <Heading>{title}</Heading>
      <p role={role} className="mt-4 text-sm">
        {children}
      </p>
      <p className="mt-6 text-sm">
        <Link to="/login" className={linkClass}>
          Go to sign in
        </Link>
      </p>
    </>
  );
}

function InviteContent() {
  const { token = '' } = useParams();
  const path = `/auth/invite/${encodeURIComponent(token)}`;
  const info = useQuery({
    queryKey: ['invite', token],
    queryFn: () => staffGet('/auth/invite/:token', { params: { token } }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (password: string) => apiRequest<void>(path, { method: 'POST', body: { password } }),
  });

  if (info.isPending) return <AuthSpinner />;
  if (info.isError) {
    const gone = info.error instanceof ApiRequestError && [400, 404, 410].includes(info.error.status);
    return (
      <Outcome title="Link not valid" role="alert">
        {gone
          ? 'This link is not valid any more: it was used, replaced or has expired. Ask an admin for a new one.'
          : errorMessage(info.error)}
      </Outcome>
    );
  }
  if (accept.isSuccess) {
    return (
      <Outcome title="Password set" role="status">
        Your password is set. Sign in with {info.data.email} and your new password.
      </Outcome>
    );
  }
  return <PasswordChoice info={info.data} pending={accept.isPending} error={accept.error} onSubmit={accept.mutate} />;
}

function PasswordChoice({
  info,
  pending,
  error,
  onSubmit,
}: {
  info: InviteInfo;
  pending: boolean;
  error: unknown;
  onSubmit(password: string, options: { onError(error: unknown): void }): void;
}) {
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema(info.minPasswordLength)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const fieldsShown = error instanceof ApiRequestError && Boolean(error.fields.password);
  return (
    <>
      <Heading>{info.purpose === 'invite' ? 'Welcome to the admin' : 'Set a new password'}</Heading>
      <p className="mt-2 text-sm text-muted-fg">
        {info.name}, choose the password for {info.email}: at least {info.minPasswordLength} characters, any characters;
        common passwords are refused. This link works once.
      </p>
      <form
        noValidate
        aria-label="Set your password"
        className="mt-6 space-y-4"
        onSubmit={form.handleSubmit(({ password }) =>
          onSubmit(password, { onError: (failure) => showFieldErrors(form, failure, ['password']) }),
        )}
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" value={info.email} autoComplete="username" readOnly hidden />
        <PasswordField
          label="New password"
          error={errors.password?.message}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordField
          label="Repeat the password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
        {error && !fieldsShown ? (
          <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
            {errorMessage(error)}
          </p>
        ) : null}
        <SubmitButton pending={pending} className={`${primaryButtonClass} w-full`}>
          Set password
        </SubmitButton>
      </form>
    </>
  );
}

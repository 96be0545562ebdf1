import { SIGN_IN_MESSAGES, type SignInForm } from '@atelier/domain/auth';
import { validateSignIn } from '@atelier/domain/auth-schema';
import type { MfaChallenge, StaffAuthConfig, StaffSessionInfo } from '@atelier/domain/staff-session';
import { ThemeToggle } from '@atelier/ui/theme-toggle';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthSpinner } from '../components/auth-spinner';
import { CodeStep, EnrolStep } from '../features/mfa/sign-in-steps';
import { ApiRequestError, staffGet } from '../lib/api';
import { useAuth } from '../lib/auth';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeReturnTo(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/dashboard';
  return value === '/' || value.startsWith('/login') ? '/dashboard' : value;
}

function messageFor(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return SIGN_IN_MESSAGES.invalidCredentials;
    if (error.status === 429) return error.message;
  }
  return SIGN_IN_MESSAGES.failed;
}

function useDemoAccount() {
  const [demo, setDemo] = useState<StaffAuthConfig['demoAccount']>(null);
  useEffect(() => {
    staffGet('/auth/config')
      .then((config) => setDemo(config.demoMode ? config.demoAccount : null))
      .catch(() => setDemo(null));
  }, []);
  return demo;
}

const inputClass = 'h-10 w-full rounded-md border border-border bg-bg px-3 text-sm aria-[invalid=true]:border-danger';

export function Component() {
  const { status, signIn, acceptSession } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const demo = useDemoAccount();
  const [form, setForm] = useState<SignInForm>({ email: '', password: '', rememberMe: false });
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** Set after a right password when the account needs a second step. */
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const errorId = useId();

  if (status === 'loading') return <AuthSpinner />;
  if (status === 'authenticated' && !submitting) return <Navigate to="/dashboard" replace />;

  const update = <K extends keyof SignInForm>(key: K, value: SignInForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSignIn(form);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    try {
      const next = await signIn(form);
      if (next) {
        setChallenge(next);
        setSubmitting(false);
        return;
      }
      navigate(returnTo, { replace: true });
    } catch (failure) {
      setError(messageFor(failure));
      setSubmitting(false);
    }
  };

  const signedIn = (session: StaffSessionInfo) => {
    setSubmitting(true);
    acceptSession(session);
    navigate(returnTo, { replace: true });
  };
  const restart = () => {
    setChallenge(null);
    setForm((current) => ({ ...current, password: '' }));
  };

  if (challenge) {
    const Step = challenge.mfa === 'enrol' ? EnrolStep : CodeStep;
    return (
      <main className="flex min-h-screen items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm rounded-lg border border-border bg-card p-8 shadow-sm">
          <div className="flex items-center justify-between">
            <h1 className="text-2xl font-bold">
              {challenge.mfa === 'enrol' ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}
            </h1>
            <ThemeToggle />
          </div>
          <Step challenge={challenge.challenge} onSignedIn={signedIn} onRestart={restart} />
        </div>
      </main>
    );
  }

  // Point assistive technology at the message from the fields it concerns.
  const fieldError = (field: 'email' | 'password') => {
    if (!error) return {};
    const concerned =
      error === SIGN_IN_MESSAGES.emptyField
        ? !form[field]
        : error === SIGN_IN_MESSAGES.invalidEmail
          ? field === 'email'
          : error === SIGN_IN_MESSAGES.invalidCredentials;
    return concerned ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  };
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-8 shadow-sm">
        <div className="flex items-center justify-between">
          <h1 className="text-2xl font-bold">Admin sign in</h1>
          <ThemeToggle />
        </div>
        <p className="mt-2 text-sm text-muted-fg">Sign in to manage the studio.</p>
        {/* noValidate: the spec's own messages replace the browser's bubbles; required and type=email stay. */}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Sign in">
          {error ? (
            <p id={errorId} role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="space-y-1">
            <label htmlFor="email" className="text-sm font-medium">
              Email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="username"
              value={form.email}
              onChange={(event) => update('email', event.target.value)}
              className={inputClass}
              {...fieldError('email')}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="password" className="text-sm font-medium">
              Password
            </label>
            <div className="relative">
              <input
                id="password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                required
                autoComplete="current-password"
                value={form.password}
                onChange={(event) => update('password', event.target.value)}
                className={`${inputClass} pr-11`}
                {...fieldError('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-md text-muted-fg hover:text-fg"
              >
                {showPassword ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
              </button>
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="rememberMe"
              checked={form.rememberMe}
              onChange={(event) => update('rememberMe', event.target.checked)}
              className="size-4 accent-primary"
            />
            Remember me for 30 days
          </label>
          <button
            type="submit"
            disabled={submitting}
            className="flex h-10 w-full items-center justify-center gap-2 rounded-md bg-primary font-medium text-primary-fg hover:opacity-90 disabled:opacity-60"
          >
            {submitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {submitting ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
        {demo ? (
          <p className="mt-6 rounded-md bg-muted px-3 py-2 text-xs text-muted-fg">
            Development account: <strong className="text-fg">{demo.email}</strong> /{' '}
            <strong className="text-fg">{demo.password}</strong>
          </p>
        ) : null}
      </div>
    </main>
  );
}

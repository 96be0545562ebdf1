import type { SignInForm } from '@atelier/domain/auth';
import type { MfaChallenge, SignInResponse, StaffSessionInfo, StaffUser } from '@atelier/domain/staff-session';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { apiRequest, staffGet } from './api';
import { clearCachedUser, readCachedUser, writeCachedUser } from './user-cache';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthContextValue {
  status: AuthStatus;
  user: StaffUser | null;
  csrfToken: string | null;
  /** The password step: signs in, or answers the second step two-factor sign-in needs. */
  signIn(form: SignInForm): Promise<MfaChallenge | null>;
  /** A session the two-factor step started. */
  acceptSession(session: StaffSessionInfo): void;
  /** Ends the session on the server, clears the cached user and goes to the site root. */
  signOut(): Promise<void>;
  /** Called when the server answers 401: the session is over. */
  sessionEnded(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface State {
  status: AuthStatus;
  user: StaffUser | null;
  csrfToken: string | null;
}

const signedOut: State = { status: 'unauthenticated', user: null, csrfToken: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  // A cached record paints the shell at once; the check below confirms or ends it.
  const [state, setState] = useState<State>(() => {
    const cached = readCachedUser();
    return cached ? { status: 'authenticated', user: cached, csrfToken: null } : { ...signedOut, status: 'loading' };
  });

  const accept = useCallback((session: StaffSessionInfo) => {
    writeCachedUser(session.user);
    setState({ status: 'authenticated', user: session.user, csrfToken: session.csrfToken });
  }, []);

  const sessionEnded = useCallback(() => {
    clearCachedUser();
    setState(signedOut);
  }, []);

  useEffect(() => {
    let current = true;
    staffGet('/auth/session')
      .then(({ session }) => {
        if (!current) return;
        if (session) return accept(session);
        if (readCachedUser()) console.warn('The stored admin session has ended; the cached user was cleared.');
        sessionEnded();
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Authentication check failed', error);
        sessionEnded();
      });
    return () => {
      current = false;
    };
  }, [accept, sessionEnded]);

  const signIn = useCallback(
    async (form: SignInForm) => {
      const answer = await apiRequest<SignInResponse>('/auth/sign-in', { method: 'POST', body: form });
      if ('mfa' in answer) return answer;
      accept(answer);
      return null;
    },
    [accept],
  );

  const signOut = useCallback(async () => {
    try {
      // A shell painted from the cache may not have heard the CSRF token yet.
      const csrfToken = state.csrfToken ?? (await staffGet('/auth/session')).session?.csrfToken;
      await apiRequest('/auth/sign-out', { method: 'POST', csrfToken });
    } catch (error) {
      console.error('Sign-out request failed', error);
    }
    clearCachedUser();
    // A full load of the site root also drops everything the signed-in pages held in memory.
    window.location.assign('/');
  }, [state.csrfToken]);

  const value = useMemo(
    () => ({ ...state, signIn, acceptSession: accept, signOut, sessionEnded }),
    [state, signIn, accept, signOut, sessionEnded],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

import type { Database } from '../../db/client.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in attempts allowed per 15-minute window. A hard stop per client and account pair and per
 * client. Per account, from browsers that never signed in to it (no device cookie, device-cookie.ts), a
 * growing delay and then a hard stop; a browser that signed in to the account before is spared both,
 * so a guessing attack from elsewhere cannot lock the owner out.
 */
export const SIGN_IN_LIMITS = {
  windowMs: WINDOW_MS,
  perClientAndAccount: 5,
  perClient: 20,
  /** Attempts on an account (from anywhere but its known browsers) before the rest are refused. */
  perAccountFromUnknownBrowsers: 50,
  /** Failed attempts on an account (from anywhere) before each further attempt is slowed down. */
  accountDelayAfter: 10,
  accountDelayBaseMs: 250,
  accountDelayMaxMs: 8_000,
} as const;

export type SignInAdmission = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Every attempt is counted before the password is checked, in one atomic statement per counter, so
 * 40 parallel guesses cannot all pass a check made before any of them counted. A success takes its
 * attempt back.
 */
export function createSignInLimiter(db: Database, now: () => Date) {
  const rule = (name: string, limit: number) => ({ name: `sign-in:${name}`, limit, windowMs: WINDOW_MS });
  const perPair = createRateLimiter(db, rule('client-account', SIGN_IN_LIMITS.perClientAndAccount), { now });
  const perClient = createRateLimiter(db, rule('client', SIGN_IN_LIMITS.perClient), { now });
  // Counts attempts from unknown browsers: the delay grows with it, and past its limit they are refused.
  const perAccount = createRateLimiter(db, rule('account', SIGN_IN_LIMITS.perAccountFromUnknownBrowsers), { now });

  const keys = (clientIp: string, email: string) => ({
    pair: `${clientIp}|${email}`,
    client: clientIp,
    account: email,
  });

  return {
    /** `knownBrowser`: the request carries a device cookie of an earlier sign-in to this account. */
    async admit(clientIp: string, email: string, knownBrowser: boolean): Promise<SignInAdmission> {
      const key = keys(clientIp, email);
      const [pair, client] = await Promise.all([perPair.hit(key.pair), perClient.hit(key.client)]);
      if (!pair.allowed || !client.allowed) {
        const waits = [pair, client].map((result) => (result.allowed ? 0 : result.retryAfterSeconds));
        return { allowed: false, retryAfterSeconds: Math.max(...waits) };
      }
      if (knownBrowser) return { allowed: true, delayMs: 0 };
      // Counted only for attempts that reach the password check.
      const account = await perAccount.hit(key.account);
      if (!account.allowed) return { allowed: false, retryAfterSeconds: account.retryAfterSeconds };
      return { allowed: true, delayMs: accountDelay(account.count) };
    },

    /** The attempt succeeded: it should not count against the client or account; the pair starts again. */
    async recordSuccess(clientIp: string, email: string, knownBrowser: boolean) {
      const key = keys(clientIp, email);
      await Promise.all([
        perPair.reset(key.pair),
        perClient.undo(key.client),
        knownBrowser ? undefined : perAccount.undo(key.account),
      ]);
    },
  };
}

/** Zero for the first attempts on an account in a window, then doubling up to a ceiling. */
export function accountDelay(attempts: number): number {
  const over = attempts - SIGN_IN_LIMITS.accountDelayAfter;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_LIMITS.accountDelayMaxMs, SIGN_IN_LIMITS.accountDelayBaseMs * 2 ** (over - 1));
}

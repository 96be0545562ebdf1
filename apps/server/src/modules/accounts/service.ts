import {
  SIGN_IN_ANSWER,
  SIGN_IN_CODE_REFUSED,
  SIGN_IN_EMAILS_PER_HOUR,
  SIGN_IN_LINK_REFUSED,
  signInLimitMessage,
} from '@atelier/domain/account';
import type { SaveSearchInput, SignInCode, SignInRequest } from '@atelier/domain/account-schemas';
import { DomainError } from '@atelier/domain/domain-error';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter, type RateLimiter } from '../../limits/rate-limit.ts';
import type { RequestContext } from '../../service-context.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { recipientKey } from '../email/recipient-key.ts';
import type { EmailService } from '../email/service.ts';
import { deleteAccount } from './account-deletion.ts';
import { mergeFavourites, replaceFavourites } from './favourites.ts';
import { createPasskeys } from './passkeys.ts';
import { exportAccountData, exportCustomerData, type PrivacyActor } from './privacy.ts';
import {
  digestEmailTemplate,
  runSavedSearchDigests,
  SAVED_SEARCH_DIGEST_EMAIL,
  scheduleSavedSearchDigests,
} from './saved-search-digest.ts';
import { createSavedSearches, isUnsubscribeToken } from './saved-searches.ts';
import {
  type BuyerSession,
  endAllBuyerSessions,
  endBuyerSession,
  findBuyerSession,
  type OpenedSession,
  openBuyerSession,
} from './sessions.ts';
import {
  ACCOUNT_SIGN_IN_EMAIL,
  issueSignInLink,
  signInEmailTemplate,
  useSignInCode,
  useSignInLink,
  voidSignInLinks,
} from './sign-in-links.ts';

const MINUTE_MS = 60_000;

export const SIGN_IN_LIMITS = {
  /** Sign-in e-mails asked for per client address. */
  perClient: { name: 'account-sign-in:client', limit: 5, windowMs: 15 * MINUTE_MS },
  /** Sign-in e-mails per mailbox, so nobody can flood a buyer's inbox (silently: the answer stays the same). */
  perAddress: { name: 'account-sign-in:address', limit: SIGN_IN_EMAILS_PER_HOUR, windowMs: 60 * MINUTE_MS },
  /** Codes typed per client address, whatever the address they are typed for. */
  codePerClient: { name: 'account-code:client', limit: 10, windowMs: 15 * MINUTE_MS },
} as const;

type Caller = Pick<RequestContext, 'clientIp' | 'log'> & { userAgent?: string | undefined };

/** The browser signing in: the session token it held (ended by the sign-in) and its favourites. */
export interface SigningInDevice {
  replacing?: string | undefined;
  favourites?: readonly string[] | undefined;
}

/** A new session, and the favourites the device keeps from now on (its own and the account's). */
export interface SignedIn extends OpenedSession {
  favourites: string[];
}

async function withinLimit(limiter: RateLimiter, key: string): Promise<void> {
  const limited = await limiter.hit(key);
  if (limited.allowed) return;
  const { retryAfterSeconds } = limited;
  throw new DomainError('too_many', 'rate_limited', signInLimitMessage(retryAfterSeconds), { retryAfterSeconds });
}

/**
 * Buyer accounts (decision 044): signing in with an e-mailed link or code, and the buyer's sessions.
 * The account's orders are read by the order service (accountLibrary).
 */
export function createAccountService(
  db: Database,
  env: Pick<Env, 'SESSION_SECRET' | 'publicOrigin'>,
  email: EmailService,
  now: () => Date = () => new Date(),
) {
  const secret = env.SESSION_SECRET;
  const perClient = createRateLimiter(db, SIGN_IN_LIMITS.perClient);
  const perAddress = createRateLimiter(db, SIGN_IN_LIMITS.perAddress);
  const codePerClient = createRateLimiter(db, SIGN_IN_LIMITS.codePerClient);
  const passkeys = createPasskeys(db, env.publicOrigin, now);
  const searches = createSavedSearches(db, now);
  email.register({
    [ACCOUNT_SIGN_IN_EMAIL]: signInEmailTemplate(db, secret),
    [SAVED_SEARCH_DIGEST_EMAIL]: digestEmailTemplate(db, secret),
  });

  async function signedIn(address: string, caller: Caller, at: Date, device: SigningInDevice): Promise<SignedIn> {
    await voidSignInLinks(db, address, at);
    const origin = { ip: caller.clientIp, userAgent: caller.userAgent };
    const session = await openBuyerSession(db, address, origin, at, device.replacing);
    const favourites = await mergeFavourites(db, session.accountId, device.favourites ?? []);
    caller.log.info('buyer signed in');
    return { ...session, favourites };
  }

  return {
    /** Sends a sign-in e-mail; the answer is the same for every address, known or not. */
    async requestSignIn(request: SignInRequest, caller: Caller): Promise<{ message: string }> {
      await withinLimit(perClient, caller.clientIp);
      if ((await perAddress.hit(recipientKey(request.email))).allowed) {
        await db.transaction((tx) => issueSignInLink(tx, request.email, now(), secret));
        email.deliverSoon();
      }
      return { message: SIGN_IN_ANSWER };
    },

    /** The e-mail's link: one use, then a session (the previous one of this browser, if any, ends). */
    async signInWithLink(token: string, caller: Caller, device: SigningInDevice = {}): Promise<SignedIn> {
      await withinLimit(codePerClient, caller.clientIp);
      const at = now();
      const address = await useSignInLink(db, token, at);
      if (!address) throw new DomainError('gone', 'sign_in_link_expired', SIGN_IN_LINK_REFUSED);
      return signedIn(address, caller, at, device);
    },

    /** The e-mail's 6-digit code, typed on any device. */
    async signInWithCode(request: SignInCode, caller: Caller, device: SigningInDevice = {}): Promise<SignedIn> {
      await withinLimit(codePerClient, caller.clientIp);
      const at = now();
      if (!(await useSignInCode(db, request.email, request.code, at, secret))) {
        throw new DomainError('unauthenticated', 'sign_in_code_refused', SIGN_IN_CODE_REFUSED, {
          fields: { code: SIGN_IN_CODE_REFUSED },
        });
      }
      return signedIn(request.email, caller, at, device);
    },

    /** Starts signing in with a passkey (the browser then asks the buyer's authenticator). */
    passkeySignInOptions: () => passkeys.signInOptions(),

    /** Finishes signing in with a passkey. */
    async signInWithPasskey(
      handle: string,
      response: AuthenticationResponseJSON,
      caller: Caller,
      device: SigningInDevice = {},
    ): Promise<SignedIn> {
      await withinLimit(codePerClient, caller.clientIp);
      const address = await passkeys.verifySignIn(handle, response);
      return signedIn(address, caller, now(), device);
    },

    /** The signed-in buyer's passkeys: listing, adding (two steps) and removing them. */
    passkeys: {
      list: passkeys.list,
      registrationOptions: passkeys.registrationOptions,
      register: (session: BuyerSession, handle: string, response: RegistrationResponseJSON, caller: Caller) =>
        passkeys.register(session, handle, response, caller.userAgent),
      remove: passkeys.remove,
    },

    /** The signed-in buyer's search alerts ("Alert me" on the marketplace). */
    savedSearches: {
      list: (session: BuyerSession) => searches.list(session.accountId),
      save: (session: BuyerSession, input: SaveSearchInput) => searches.save(session.accountId, input),
      remove: (session: BuyerSession, id: string) => searches.remove(session.accountId, id),
      /** The e-mail's one-click unsubscribe; false when the link is not this server's. */
      async unsubscribe(accountId: string, token: string): Promise<boolean> {
        if (!isUnsubscribeToken(secret, accountId, token)) return false;
        await searches.removeAll(accountId);
        return true;
      },
    },

    /** One pass of the daily digests (the schedule runs it hourly); the number queued. */
    async runDigests(at: Date = now()): Promise<number> {
      const sent = await runSavedSearchDigests(db, at);
      if (sent > 0) email.deliverSoon();
      return sent;
    },

    /** Starts this process's hourly digest pass; returns the function that stops it. */
    scheduleDigests: (log: FastifyBaseLogger) => scheduleSavedSearchDigests(db, log, () => email.deliverSoon()),

    /** "Download my data": everything stored about the account's address (recorded). */
    exportData: (accountId: string, actor: PrivacyActor) => exportAccountData(db, accountId, actor),

    /** The same export for a customer (with an account or not), issued by staff on a written request. */
    exportCustomerData: (customerId: string, staff: StaffActor) => exportCustomerData(db, customerId, staff),

    /** "Delete my account": the person goes, the accounting stays (recorded). */
    deleteAccount: (accountId: string, actor: PrivacyActor) => deleteAccount(db, accountId, actor),

    /** The signed-in buyer behind a session cookie, or null. */
    session: (token: string): Promise<BuyerSession | null> => findBuyerSession(db, token, now()),

    signOut: (token: string) => endBuyerSession(db, token),

    /** A signed-in buyer changed their favourites on a device: the account keeps that list. */
    saveFavourites: (session: BuyerSession, ids: readonly string[]) => replaceFavourites(db, session.accountId, ids),

    /** Ends every session of the account, this device's too. */
    signOutEverywhere: (session: BuyerSession) => endAllBuyerSessions(db, session.accountId),
  };
}

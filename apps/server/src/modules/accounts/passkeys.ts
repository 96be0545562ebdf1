import { randomBytes } from 'node:crypto';
import { type AccountPasskey, PASSKEY_LIMIT, PASSKEY_REFUSED } from '@atelier/domain/account';
import { DomainError } from '@atelier/domain/domain-error';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buyerAccounts, buyerPasskeyChallenges, buyerPasskeys } from '../../db/schema/index.ts';
import { loadWebAuthn } from '../../lazy-package.ts';
import { hashToken } from '../auth/service.ts';
import type { BuyerSession } from './sessions.ts';

// Passkeys (WebAuthn) for buyers (decision 044), with @simplewebauthn/server. The relying party is the
// storefront's origin; a ceremony's challenge is kept server-side for two minutes and used once, under
// a random handle the browser sends back.

const CHALLENGE_LIFETIME_MS = 2 * 60_000;

type Purpose = 'register' | 'sign-in';

export interface Ceremony<Options> {
  /** Sent back with the authenticator's answer. */
  handle: string;
  options: Options;
}

const refused = () => new DomainError('unauthenticated', 'passkey_refused', PASSKEY_REFUSED);

/** "Chrome on Linux": what a passkey is listed as, from the browser it was added in. */
export function passkeyName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'A browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux|X11/.test(ua)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${system}`;
}

export function createPasskeys(db: Database, publicOrigin: string, now: () => Date) {
  const rpID = new URL(publicOrigin).hostname;

  async function keepChallenge(challenge: string, purpose: Purpose, accountId: string | null): Promise<string> {
    const at = now();
    // Abandoned ceremonies are never looked up again; a new one is a cheap moment to drop them.
    await db.delete(buyerPasskeyChallenges).where(lte(buyerPasskeyChallenges.expiresAt, at));
    const handle = randomBytes(24).toString('base64url');
    await db.insert(buyerPasskeyChallenges).values({
      handleHash: hashToken(handle),
      challenge,
      purpose,
      accountId,
      expiresAt: new Date(at.getTime() + CHALLENGE_LIFETIME_MS),
    });
    return handle;
  }

  /** The challenge behind a handle, used up here; null when unknown, expired or for something else. */
  async function useChallenge(handle: string, purpose: Purpose, accountId: string | null): Promise<string | null> {
    const [used] = await db
      .delete(buyerPasskeyChallenges)
      .where(
        and(
          eq(buyerPasskeyChallenges.handleHash, hashToken(handle)),
          eq(buyerPasskeyChallenges.purpose, purpose),
          gt(buyerPasskeyChallenges.expiresAt, now()),
        ),
      )
      .returning();
    if (!used || used.accountId !== accountId) return null;
    return used.challenge;
  }

  const passkeysOf = (accountId: string) =>
    db.select().from(buyerPasskeys).where(eq(buyerPasskeys.accountId, accountId)).orderBy(asc(buyerPasskeys.createdAt));

  return {
    /** The account's passkeys as the account page lists them: names and dates, never a key. */
    async list(session: BuyerSession): Promise<AccountPasskey[]> {
      return (await passkeysOf(session.accountId)).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      }));
    },

    /** Starts adding a passkey; the account's own are excluded, so one authenticator is not added twice. */
    async registrationOptions(session: BuyerSession): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
      const existing = await passkeysOf(session.accountId);
      if (existing.length >= PASSKEY_LIMIT) {
        throw new DomainError('conflict', 'passkey_limit', `An account can have ${PASSKEY_LIMIT} passkeys at most.`);
      }
      const options = await loadWebAuthn().generateRegistrationOptions({
        rpName: 'Atelier Plans',
        rpID,
        userName: session.email,
        userID: new TextEncoder().encode(session.accountId),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { handle: await keepChallenge(options.challenge, 'register', session.accountId), options };
    },

    /** Finishes adding a passkey with the authenticator's answer. */
    async register(
      session: BuyerSession,
      handle: string,
      response: RegistrationResponseJSON,
      userAgent: string | undefined,
    ): Promise<AccountPasskey> {
      const challenge = await useChallenge(handle, 'register', session.accountId);
      if (!challenge) throw refused();
      const verification = await loadWebAuthn()
        .verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: publicOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        })
        .catch(() => null);
      if (!verification?.verified) throw refused();
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(buyerPasskeys)
        .where(eq(buyerPasskeys.accountId, session.accountId));
      if (total >= PASSKEY_LIMIT) throw refused();
      const [added] = await db
        .insert(buyerPasskeys)
        .values({
          id: credential.id,
          accountId: session.accountId,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: passkeyName(userAgent),
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!added) throw refused();
      return { id: added.id, name: added.name, createdAt: added.createdAt.toISOString(), lastUsedAt: null };
    },

    /** Starts a sign-in: any passkey of any account may answer (they are discoverable). */
    async signInOptions(): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
      const options = await loadWebAuthn().generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      return { handle: await keepChallenge(options.challenge, 'sign-in', null), options };
    },

    /** Checks the authenticator's answer; the address of the account whose passkey it is. */
    async verifySignIn(handle: string, response: AuthenticationResponseJSON): Promise<string> {
      const challenge = await useChallenge(handle, 'sign-in', null);
      if (!challenge) throw refused();
      const [found] = await db
        .select({ passkey: buyerPasskeys, email: buyerAccounts.email })
        .from(buyerPasskeys)
        .innerJoin(buyerAccounts, eq(buyerAccounts.id, buyerPasskeys.accountId))
        .where(eq(buyerPasskeys.id, response.id));
      if (!found) throw refused();
      const { passkey } = found;
      const verification = await loadWebAuthn()
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: publicOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: false,
        })
        .catch(() => null);
      if (!verification?.verified) throw refused();
      await db
        .update(buyerPasskeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now() })
        .where(eq(buyerPasskeys.id, passkey.id));
      return found.email;
    },

    /** Removes one of the account's passkeys; another account's id changes nothing. */
    async remove(session: BuyerSession, id: string): Promise<boolean> {
      const removed = await db
        .delete(buyerPasskeys)
        .where(and(eq(buyerPasskeys.id, id), eq(buyerPasskeys.accountId, session.accountId)))
        .returning({ id: buyerPasskeys.id });
      return removed.length === 1;
    },
  };
}

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_LINK_MINUTES } from '@atelier/domain/account';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buyerSignInLinks } from '../../db/schema/index.ts';
import { hashToken } from '../auth/service.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';

export const ACCOUNT_SIGN_IN_EMAIL = 'account_sign_in';

const LINK_LIFETIME_MS = SIGN_IN_LINK_MINUTES * 60_000;

const derive = (secret: string, purpose: string, linkId: string) =>
  createHmac('sha256', secret).update(`${purpose}:${linkId}`).digest();

/** The secret of the e-mail's link. */
export const signInLinkToken = (secret: string, linkId: string) =>
  derive(secret, 'buyer-sign-in-link', linkId).toString('base64url');

/** The e-mail's 6-digit code, for signing in on another device. */
export function signInCode(secret: string, linkId: string): string {
  return String(derive(secret, 'buyer-sign-in-code', linkId).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Still usable: not used, not expired, not worn out by wrong codes. */
const usable = (at: Date) =>
  and(
    isNull(buyerSignInLinks.usedAt),
    gt(buyerSignInLinks.expiresAt, at),
    lt(buyerSignInLinks.attempts, SIGN_IN_CODE_ATTEMPTS),
  );

/** A new link for the address, and its e-mail, in the caller's transaction. */
export async function issueSignInLink(tx: Database, email: string, at: Date, secret: string): Promise<void> {
  const id = randomUUID();
  await tx.insert(buyerSignInLinks).values({
    id,
    email,
    tokenHash: hashToken(signInLinkToken(secret, id)),
    createdAt: at,
    expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS),
  });
  await enqueueEmail(tx, { kind: ACCOUNT_SIGN_IN_EMAIL, to: email, params: { linkId: id } });
}

/** Uses the link behind a token; the address it proves, or null when it is unknown, used or expired. */
export async function useSignInLink(db: Database, token: string, at: Date): Promise<string | null> {
  const [used] = await db
    .update(buyerSignInLinks)
    .set({ usedAt: at })
    .where(and(eq(buyerSignInLinks.tokenHash, hashToken(token)), usable(at)))
    .returning({ email: buyerSignInLinks.email });
  return used?.email ?? null;
}

/**
 * Uses the open link of the address whose code this is. A wrong code counts against every open link of
 * the address, so five guesses end them all whichever e-mail they came from.
 */
export async function useSignInCode(
  db: Database,
  email: string,
  code: string,
  at: Date,
  secret: string,
): Promise<boolean> {
  const open = await db
    .select({ id: buyerSignInLinks.id })
    .from(buyerSignInLinks)
    .where(and(eq(buyerSignInLinks.email, email), usable(at)));
  const match = open.find((link) => sameCode(signInCode(secret, link.id), code));
  if (!match) {
    if (open.length > 0) {
      await db
        .update(buyerSignInLinks)
        .set({ attempts: sql`${buyerSignInLinks.attempts} + 1` })
        .where(and(eq(buyerSignInLinks.email, email), usable(at)));
    }
    return false;
  }
  const used = await db
    .update(buyerSignInLinks)
    .set({ usedAt: at })
    .where(and(eq(buyerSignInLinks.id, match.id), usable(at)))
    .returning({ id: buyerSignInLinks.id });
  return used.length === 1;
}

/** A sign-in ends every other open link of the address: one e-mail signs in once. */
export async function voidSignInLinks(db: Database, email: string, at: Date): Promise<void> {
  await db
    .update(buyerSignInLinks)
    .set({ usedAt: at })
    .where(and(eq(buyerSignInLinks.email, email), isNull(buyerSignInLinks.usedAt)));
}

/** The sign-in e-mail, rendered at delivery time; nothing is sent once the link is used or expired. */
export function signInEmailTemplate(db: Database, secret: string): EmailRenderer {
  return async ({ linkId }, ctx) => {
    if (!linkId) return null;
    const [link] = await db
      .select({ id: buyerSignInLinks.id })
      .from(buyerSignInLinks)
      .where(and(eq(buyerSignInLinks.id, linkId), usable(new Date())));
    if (!link) return null;
    const url = `${ctx.publicOrigin}/account/sign-in/link?token=${signInLinkToken(secret, link.id)}`;
    return {
      subject: 'Your Atelier Plans sign-in link',
      text: [
        'Hello,',
        '',
        'Use this link to sign in to your Atelier Plans account, where your plans and orders are kept:',
        url,
        '',
        `Or, on another device, enter this code on the sign-in page: ${signInCode(secret, link.id)}`,
        '',
        `The link and the code work once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask to sign in, ignore this message: nobody can sign in without it.`,
      ].join('\n'),
    };
  };
}

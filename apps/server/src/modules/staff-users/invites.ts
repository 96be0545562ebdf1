import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffInvites, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { hashToken } from '../auth/service.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';

/** A set-password link is valid this long and works once. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const STAFF_INVITE_EMAIL = 'staff_invite';

export type InvitePurpose = 'invite' | 'reset';

/**
 * The link's token, derived from the invite id and the server secret. Neither the outbox (which stores
 * only the id) nor staff_invites (which stores only the token's hash) holds it, so a database copy
 * cannot be used to take over an account.
 */
export const inviteToken = (secret: string, inviteId: string) =>
  createHmac('sha256', secret).update(`staff-invite:${inviteId}`).digest('base64url');

/** The admin site's origin: the public origin with the admin host name. */
export function adminOrigin(publicOrigin: string, adminHost: string): string {
  const url = new URL(publicOrigin);
  url.hostname = adminHost;
  return url.origin;
}

/**
 * Voids the account's open links and makes a new one, with its mail, inside the caller's transaction
 * (a rollback sends nothing). Call `email.deliverSoon()` after the commit.
 */
export async function issueInvite(
  tx: Database,
  env: Pick<Env, 'SESSION_SECRET'>,
  input: { userId: string; email: string; purpose: InvitePurpose; createdBy: string | null; now: Date },
) {
  await voidInvites(tx, input.userId, input.now);
  const id = randomUUID();
  await tx.insert(staffInvites).values({
    id,
    tokenHash: hashToken(inviteToken(env.SESSION_SECRET, id)),
    userId: input.userId,
    purpose: input.purpose,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + INVITE_LIFETIME_MS),
  });
  await enqueueEmail(tx, { kind: STAFF_INVITE_EMAIL, to: input.email, params: { inviteId: id } });
}

/** Ends every unused link of the account (a newer one replaces them, or the account was deactivated). */
export async function voidInvites(tx: Database, userId: string, now: Date) {
  await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.userId, userId), isNull(staffInvites.usedAt)));
}

/** The link behind a token, with its account, when it is unused and not expired. */
export async function findUsableInvite(db: Database, token: string, now: Date) {
  const [found] = await db
    .select({ invite: staffInvites, user: staffUsers })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.userId))
    .where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!found || found.invite.usedAt || found.invite.expiresAt <= now) return null;
  return found;
}

/** Renders the set-password mail at delivery time; nothing is sent once the link is used or expired. */
export function staffInviteTemplate(db: Database, env: Pick<Env, 'SESSION_SECRET' | 'adminHost'>): EmailRenderer {
  return async ({ inviteId }, ctx) => {
    if (!inviteId) return null;
    const [found] = await db
      .select({ invite: staffInvites, user: staffUsers })
      .from(staffInvites)
      .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.userId))
      .where(eq(staffInvites.id, inviteId));
    if (!found || found.invite.usedAt || found.invite.expiresAt <= new Date()) return null;
    const link = `${adminOrigin(ctx.publicOrigin, env.adminHost)}/invite/${inviteToken(env.SESSION_SECRET, inviteId)}`;
    const invited = found.invite.purpose === 'invite';
    return {
      subject: invited
        ? 'You are invited to the Atelier Plans admin'
        : 'Set a new password for the Atelier Plans admin',
      text: [
        `Dear ${found.user.name},`,
        '',
        invited
          ? 'An account was created for you in the Atelier Plans admin. Choose your password here:'
          : 'A new password is required for your Atelier Plans admin account. Choose it here:',
        link,
        '',
        'The link works once and expires in 48 hours. If you did not expect this message, ignore it.',
      ].join('\n'),
    };
  };
}

import { like } from 'drizzle-orm';
import { rateLimitBuckets } from '../db/schema/index.ts';
import type { SigningInDevice } from '../modules/accounts/service.ts';
import { randomClientAddress } from './orders.ts';
import { outboxMail } from './outbox.ts';
import { serviceContext, type TestApp } from './test-app.ts';

/** A caller of the account service from its own client address (a fresh one unless given). */
export const buyerCaller = (app: TestApp, clientIp = randomClientAddress()) => ({ ...serviceContext(app), clientIp });

/** The link's token and the code of the newest sign-in e-mail to the address. */
export async function signInMail(app: TestApp, email: string) {
  const mail = (await outboxMail(app, email)).filter((row) => row.kind === 'account_sign_in').at(-1);
  const text = mail?.message?.text ?? '';
  const token = /\/account\/sign-in\/link\?token=(\S+)/.exec(text)?.[1];
  const code = /code on the sign-in page: (\d{6})/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no sign-in mail for ${email}: ${text}`);
  return { token, code, text };
}

/** Signs the address in with its e-mail's code, from a device with this session token and favourites. */
export async function signInBuyer(app: TestApp, email: string, device: SigningInDevice = {}) {
  // Past the three sign-in e-mails an hour per mailbox.
  await app.database.db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, 'account-sign-in:address:%'));
  await app.services.accounts.requestSignIn({ email }, buyerCaller(app));
  const { code } = await signInMail(app, email);
  return app.services.accounts.signInWithCode({ email, code }, buyerCaller(app), device);
}

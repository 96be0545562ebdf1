// @postgres: raw SQL.
import { SIGN_IN_ANSWER } from '@atelier/domain/account';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountEvents,
  buyerAccounts,
  buyerPasskeys,
  buyerSessions,
  buyerSignInLinks,
  customers,
  designs,
  downloadGrants,
  emailOutbox,
  invoices,
  orders,
  quoteEvents,
  quotes,
  rateLimitBuckets,
} from '../../db/schema/index.ts';
import { buyerCaller, signInBuyer, signInMail as signInMailTo } from '../../test/buyer-accounts.ts';
import { checkoutBody, pdfText, postCheckout, randomClientAddress } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { buyerPost, sentQuote } from '../../test/quotes.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { serviceContext, useTestApp } from '../../test/test-app.ts';
import { passkeyName } from './passkeys.ts';
import type { SigningInDevice } from './service.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const caller = (clientIp?: string) => buyerCaller(app, clientIp);
const signInMail = (email: string) => signInMailTo(app, email);

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const signIn = (email: string, device: SigningInDevice = {}) => signInBuyer(app, email, device);

/** A new address, signed in: its session as the service sees it. */
async function signedInSession(name: string) {
  const { token } = await signIn(unique(name));
  const session = await app.services.accounts.session(token);
  if (!session) throw new Error('not signed in');
  return session;
}

describe('signing in by e-mail', () => {
  it('answers the same for a new and a known address, and sends each a link and a code under /account/', async () => {
    const known = unique('known');
    expect((await postCheckout(app, checkoutBody({ email: known }))).statusCode).toBe(201);
    const stranger = unique('stranger');
    for (const email of [known, stranger]) {
      expect(await app.services.accounts.requestSignIn({ email }, caller())).toEqual({ message: SIGN_IN_ANSWER });
      const mail = await signInMail(email);
      expect(mail.text).toContain(`${app.services.env.publicOrigin}/account/sign-in/link?token=`);
      expect(mail.text).toContain('work once, for 15 minutes');
    }
    // The outbox keeps no secret: the link is redacted, the params hold the row's id only.
    const [row] = (await outboxMail(app, stranger)).filter((mail) => mail.kind === 'account_sign_in');
    expect(row?.params).toEqual({ linkId: expect.any(String) });
    expect(row?.text ?? '').not.toContain('token=');
  });

  it('a link signs in once, makes the account on first use, and ends the other open links of the address', async () => {
    const email = unique('link');
    await app.services.accounts.requestSignIn({ email }, caller());
    const first = await signInMail(email);
    await app.services.accounts.requestSignIn({ email }, caller());
    const second = await signInMail(email);

    const opened = await app.services.accounts.signInWithLink(second.token, caller());
    expect(opened.token).toMatch(/^[\w-]{43}$/);
    expect(await app.services.accounts.session(opened.token)).toMatchObject({ email });
    const [account] = await app.database.db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email));
    expect(account?.lastSignedInAt).toBeInstanceOf(Date);

    for (const token of [second.token, first.token]) {
      await expect(app.services.accounts.signInWithLink(token, caller())).rejects.toMatchObject({
        kind: 'gone',
        code: 'sign_in_link_expired',
      });
    }
    await expect(app.services.accounts.signInWithLink('made-up', caller())).rejects.toMatchObject({ kind: 'gone' });
  });

  it('a link or code older than 15 minutes no longer works', async () => {
    const email = unique('late');
    await app.services.accounts.requestSignIn({ email }, caller());
    const { token, code } = await signInMail(email);
    await app.database.db
      .update(buyerSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(buyerSignInLinks.email, email));
    await expect(app.services.accounts.signInWithLink(token, caller())).rejects.toMatchObject({ kind: 'gone' });
    await expect(app.services.accounts.signInWithCode({ email, code }, caller())).rejects.toMatchObject({
      code: 'sign_in_code_refused',
    });
  });

  it('the code signs in on another device; five wrong codes end the open codes of the address', async () => {
    const email = unique('code');
    await app.services.accounts.requestSignIn({ email }, caller());
    const { code } = await signInMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(app.services.accounts.signInWithCode({ email, code: wrong }, caller())).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    // The right code works after a wrong one, for its own address only.
    await expect(
      app.services.accounts.signInWithCode({ email: unique('other'), code }, caller()),
    ).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    const opened = await app.services.accounts.signInWithCode({ email, code }, caller());
    expect(await app.services.accounts.session(opened.token)).toMatchObject({ email });

    const guessed = unique('guessed');
    await app.services.accounts.requestSignIn({ email: guessed }, caller());
    const right = (await signInMail(guessed)).code;
    const guess = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(app.services.accounts.signInWithCode({ email: guessed, code: guess }, caller())).rejects.toThrow();
    }
    await expect(app.services.accounts.signInWithCode({ email: guessed, code: right }, caller())).rejects.toMatchObject(
      {
        code: 'sign_in_code_refused',
      },
    );
  });

  it('limits each client to 5 sign-in e-mails in 15 minutes, and each mailbox to 3 an hour, silently', async () => {
    const ip = randomClientAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      await app.services.accounts.requestSignIn({ email: unique('limit') }, caller(ip));
    }
    await expect(app.services.accounts.requestSignIn({ email: unique('limit') }, caller(ip))).rejects.toMatchObject({
      kind: 'too_many',
      message: expect.stringMatching(/^You have asked to sign in several times in a short time\. Please try again in/),
      retryAfterSeconds: expect.any(Number),
    });

    const flooded = unique('flooded');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await app.services.accounts.requestSignIn({ email: flooded }, caller())).toEqual({
        message: SIGN_IN_ANSWER,
      });
    }
    const sent = (await outboxMail(app, flooded)).filter((mail) => mail.kind === 'account_sign_in');
    expect(sent).toHaveLength(3);
  });

  it('limits each client to 10 codes in 15 minutes, whatever the address', async () => {
    const ip = randomClientAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(
        app.services.accounts.signInWithCode({ email: unique('codes'), code: '123456' }, caller(ip)),
      ).rejects.toMatchObject({ kind: 'unauthenticated' });
    }
    await expect(
      app.services.accounts.signInWithCode({ email: unique('codes'), code: '123456' }, caller(ip)),
    ).rejects.toMatchObject({ kind: 'too_many' });
  });
});

describe('buyer sessions', () => {
  it('a new sign-in on a device replaces its session; sign out ends one, sign out everywhere all', async () => {
    const email = unique('devices');
    const laptop = await signIn(email);
    const laptopAgain = await signIn(email, { replacing: laptop.token });
    expect(laptopAgain.token).not.toBe(laptop.token);
    expect(await app.services.accounts.session(laptop.token)).toBeNull();
    const phone = await signIn(email);
    const tablet = await signIn(email);

    await app.services.accounts.signOut(phone.token);
    expect(await app.services.accounts.session(phone.token)).toBeNull();
    const session = await app.services.accounts.session(tablet.token);
    expect(session).not.toBeNull();
    expect(await app.services.accounts.signOutEverywhere(session ?? { accountId: '', email })).toBe(2);
    for (const { token } of [laptopAgain, tablet]) expect(await app.services.accounts.session(token)).toBeNull();
  });

  it('an expired session is gone; a staff session cookie is no buyer session', async () => {
    const email = unique('expired');
    const { token } = await signIn(email);
    const [account] = await app.database.db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email));
    await app.database.db
      .update(buyerSessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(buyerSessions.accountId, account?.id ?? ''));
    expect(await app.services.accounts.session(token)).toBeNull();
    const staffToken = /staff_session=([^;]+)/.exec(sales.headers.cookie ?? '')?.[1] ?? '';
    expect(staffToken).not.toBe('');
    expect(await app.services.accounts.session(staffToken)).toBeNull();
  });
});

describe('favourites follow the buyer', () => {
  it("each device's list merges into the account at sign-in; a signed-in change is the account's list", async () => {
    const email = unique('hearts');
    const laptop = await signIn(email, { favourites: ['design-003', 'design-001', 'design-999'] });
    // Designs that do not exist are not kept; the order saved is.
    expect(laptop.favourites).toEqual(['design-003', 'design-001']);
    const phone = await signIn(email, { favourites: ['design-002', 'design-001'] });
    expect(phone.favourites).toEqual(['design-003', 'design-001', 'design-002']);

    const session = await app.services.accounts.session(phone.token);
    if (!session) throw new Error('not signed in');
    await app.services.accounts.saveFavourites(session, ['design-002']);
    expect((await signIn(email, { favourites: [] })).favourites).toEqual(['design-002']);
    await app.services.accounts.saveFavourites(session, []);
    expect((await signIn(email, { favourites: [] })).favourites).toEqual([]);
  });
});

describe('the library', () => {
  const markPaid = (number: string) =>
    app.server.inject({ method: 'POST', url: `/api/admin/orders/${number}/mark-paid`, headers: sales.headers });

  it('lists every order of the address, guest orders before the account included, newest first, with fresh links', async () => {
    const email = unique('library');
    const first = (await postCheckout(app, checkoutBody({ email }))).json();
    const second = (
      await postCheckout(app, checkoutBody({ email: email.toUpperCase(), fullName: 'Ada Upper' }))
    ).json();
    await postCheckout(app, checkoutBody({ email: unique('someone-else') }));
    expect((await markPaid(first.orderNumber)).statusCode).toBe(200);

    const library = await app.services.orders.accountLibrary(email, 1);
    expect(library.total).toBe(2);
    expect(library.orders.map((order) => order.number)).toEqual([second.orderNumber, first.orderNumber]);
    const paid = library.orders[1];
    expect(paid?.status).toBe('paid');
    expect(paid?.downloads.length).toBeGreaterThan(0);
    expect(paid?.downloads[0]?.url).toMatch(/^\/download\//);
    expect(library.orders[0]?.downloads).toEqual([]);

    // The order page opens for the account, and for no other.
    const ctx = serviceContext(app);
    expect(await app.services.orders.buyerOrder(first.orderNumber, { accountEmail: email }, ctx)).toMatchObject({
      number: first.orderNumber,
    });
    expect(await app.services.orders.buyerOrder(first.orderNumber, { accountEmail: unique('x') }, ctx)).toBeNull();

    // Checkout starts from the latest order's details.
    expect(await app.services.orders.accountContact(email)).toMatchObject({ email, name: expect.any(String) });
  });

  it('pages ten orders at a time; a page past the end answers the last', async () => {
    const email = unique('many');
    for (let n = 0; n < 11; n++) {
      // Past the checkout's five orders an hour per recipient.
      await app.database.db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, 'checkout:recipient:%'));
      expect((await postCheckout(app, checkoutBody({ email }))).statusCode).toBe(201);
    }
    const page2 = await app.services.orders.accountLibrary(email, 2);
    expect(page2).toMatchObject({ total: 11, page: 2, pageCount: 2 });
    expect(page2.orders).toHaveLength(1);
    expect((await app.services.orders.accountLibrary(email, 9)).page).toBe(2);
    expect(await app.services.orders.accountLibrary(unique('none'), 1)).toMatchObject({
      total: 0,
      orders: [],
      page: 1,
    });
  });
});

describe('passkeys (the ceremonies themselves are tested in the browser, with a virtual authenticator)', () => {
  const bogusAnswer = { id: 'bm90LWEta2V5', rawId: 'bm90LWEta2V5', type: 'public-key', response: {} } as never;

  it('options name this site; a challenge works once, for its own ceremony and account only', async () => {
    const buyer = await signedInSession('ceremony');
    const other = await signedInSession('ceremony-other');
    const registration = await app.services.accounts.passkeys.registrationOptions(buyer);
    expect(registration.options.rp).toEqual({
      name: 'Atelier Plans',
      id: new URL(app.services.env.publicOrigin).hostname,
    });
    expect(registration.options.authenticatorSelection?.residentKey).toBe('required');

    // Another account cannot finish it, and trying spends it.
    await expect(
      app.services.accounts.passkeys.register(other, registration.handle, bogusAnswer, caller()),
    ).rejects.toMatchObject({ code: 'passkey_refused' });
    await expect(
      app.services.accounts.passkeys.register(buyer, registration.handle, bogusAnswer, caller()),
    ).rejects.toMatchObject({ code: 'passkey_refused' });

    // A sign-in challenge does not finish a registration, nor a made-up handle a sign-in.
    const signIn = await app.services.accounts.passkeySignInOptions();
    expect(signIn.options.rpId).toBe(new URL(app.services.env.publicOrigin).hostname);
    await expect(
      app.services.accounts.passkeys.register(buyer, signIn.handle, bogusAnswer, caller()),
    ).rejects.toMatchObject({ code: 'passkey_refused' });
    await expect(app.services.accounts.signInWithPasskey('made-up', bogusAnswer, caller())).rejects.toMatchObject({
      kind: 'unauthenticated',
      code: 'passkey_refused',
    });
    // An answer from a passkey nobody has is refused (the challenge is fresh and right).
    const fresh = await app.services.accounts.passkeySignInOptions();
    await expect(app.services.accounts.signInWithPasskey(fresh.handle, bogusAnswer, caller())).rejects.toMatchObject({
      code: 'passkey_refused',
    });
  });

  it('a passkey is removed by its own account only', async () => {
    const owner = await signedInSession('owner');
    const stranger = await signedInSession('stranger');
    await app.database.db.insert(buyerPasskeys).values({
      id: 'owner-key',
      accountId: owner.accountId,
      publicKey: new Uint8Array([1, 2, 3]),
      deviceType: 'multiDevice',
      backedUp: true,
      name: 'Chrome on Linux',
    });
    expect(await app.services.accounts.passkeys.list(owner)).toEqual([
      { id: 'owner-key', name: 'Chrome on Linux', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(await app.services.accounts.passkeys.list(stranger)).toEqual([]);
    expect(await app.services.accounts.passkeys.remove(stranger, 'owner-key')).toBe(false);
    expect(await app.services.accounts.passkeys.remove(owner, 'owner-key')).toBe(true);
    expect(await app.services.accounts.passkeys.list(owner)).toEqual([]);
  });

  it('names a passkey by the browser and system it was added in', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';
    expect(passkeyName(chrome)).toBe('Chrome on Linux');
    expect(passkeyName(iphone)).toBe('Safari on iOS');
    expect(passkeyName(undefined)).toBe('A browser on another system');
  });
});

describe('privacy', () => {
  const markPaid = (number: string) =>
    app.server.inject({ method: 'POST', url: `/api/admin/orders/${number}/mark-paid`, headers: sales.headers });

  it('the export holds the account, its orders, sign-ins and favourites, and is recorded', async () => {
    const email = unique('export');
    const placed = (
      await postCheckout(app, checkoutBody({ email, fullName: 'Exa Porter', notes: 'Corner lot' }))
    ).json();
    const { accountId } = await signIn(email, { favourites: ['design-001'] });
    const data = await app.services.accounts.exportData(accountId, { staffUserId: null, ip: '10.1.1.1' });
    expect(data).toMatchObject({
      account: { email },
      favourites: [{ designId: 'design-001' }],
      customerRecords: [{ email, name: 'Exa Porter' }],
      orders: [
        {
          number: placed.orderNumber,
          notes: 'Corner lot',
          lines: expect.arrayContaining([expect.objectContaining({ designId: 'design-001' })]),
        },
      ],
    });
    expect(data?.sessions).toHaveLength(1);
    expect(data?.emails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['order_confirmation', 'account_sign_in']),
    );
    const events = await app.database.db.select().from(accountEvents).where(eq(accountEvents.accountId, accountId));
    expect(events).toMatchObject([{ kind: 'export', staffUserId: null, ip: '10.1.1.1' }]);
  });

  it('the export holds the address’s quotes with the buyer’s comments; deleting keeps a quote without them', async () => {
    const email = unique('quoted');
    const { quote, path } = await sentQuote(app, sales, email);
    expect((await buyerPost(app, path, 'decline', { reason: 'Our builder found a cheaper way.' })).statusCode).toBe(
      204,
    );
    const { accountId } = await signIn(email);
    const data = await app.services.accounts.exportData(accountId, { staffUserId: null, ip: null });
    expect(data?.quotes).toEqual([
      expect.objectContaining({
        number: quote.number,
        status: 'declined',
        email,
        history: expect.arrayContaining([expect.objectContaining({ comment: 'Our builder found a cheaper way.' })]),
      }),
    ]);
    expect(await app.services.accounts.deleteAccount(accountId, { staffUserId: null, ip: null })).toBe(true);
    const [kept] = await app.database.db.select().from(quotes).where(eq(quotes.number, quote.number));
    expect(kept).toMatchObject({ buyerName: 'Deleted buyer', totalCents: quote.totalCents, status: 'declined' });
    expect(kept?.email).toMatch(/@deleted\.invalid$/);
    const steps = await app.database.db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, kept?.id ?? ''));
    expect(JSON.stringify(steps)).not.toContain('cheaper way');
  });

  it('deleting keeps the orders and grants without the person, and ends sessions, passkeys and favourites', async () => {
    const email = unique('forget-me');
    const placed = (
      await postCheckout(app, checkoutBody({ email, fullName: 'Del Eted', phone: '+1 555 0100' }))
    ).json();
    expect((await markPaid(placed.orderNumber)).statusCode).toBe(200);
    const { accountId, token } = await signIn(email, { favourites: ['design-002'] });
    await app.database.db.insert(buyerPasskeys).values({
      id: `key-${accountId}`,
      accountId,
      publicKey: new Uint8Array([1]),
      deviceType: 'singleDevice',
      backedUp: false,
      name: 'Chrome on Linux',
    });

    expect(await app.services.accounts.deleteAccount(accountId, { staffUserId: null, ip: '10.2.2.2' })).toBe(true);
    expect(await app.services.accounts.session(token)).toBeNull();
    expect(await app.database.db.select().from(buyerPasskeys).where(eq(buyerPasskeys.accountId, accountId))).toEqual(
      [],
    );
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, placed.orderNumber));
    expect(order?.status).toBe('paid');
    expect(JSON.stringify(order?.billing)).not.toMatch(/Del Eted|555 0100|forget-me/);
    // The staff search's copy of the buyer's name and e-mail is the anonymised one too.
    expect(order?.buyerSearch).toMatch(/^Deleted buyer\n.*@deleted\.invalid$/);
    const [customer] = await app.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, order?.customerId ?? ''));
    expect(customer).toMatchObject({
      name: 'Deleted buyer',
      phone: null,
      email: expect.stringMatching(/@deleted\.invalid$/),
    });
    const grants = await app.database.db
      .select()
      .from(downloadGrants)
      .where(eq(downloadGrants.orderId, order?.id ?? ''));
    expect(grants.length).toBeGreaterThan(0);
    const [invoice] = await app.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order?.id ?? ''));
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice?.document.buyer).toMatchObject({ name: 'Deleted buyer', vatNumber: null, address: [] });
    expect(JSON.stringify(invoice?.document)).not.toMatch(/Del Eted|555 0100|forget-me/);
    const mail = await app.database.db.select().from(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
    expect(mail).toEqual([]);
    const events = await app.database.db.select().from(accountEvents).where(eq(accountEvents.accountId, accountId));
    expect(events).toMatchObject([{ kind: 'delete', ip: '10.2.2.2' }]);

    // The address can sign in again: a new, empty account, with none of the old orders.
    const again = await signIn(email);
    expect(again.accountId).not.toBe(accountId);
    expect((await app.services.orders.accountLibrary(email, 1)).total).toBe(0);
    // Deleting twice changes nothing.
    expect(await app.services.accounts.deleteAccount(accountId, { staffUserId: null, ip: null })).toBe(false);
  });
});

describe('saved searches and their daily digest', () => {
  /** Takes a design off the storefront and publishes it again as if for the first time. */
  async function publishAnew(id: string) {
    await app.database.db.update(designs).set({ status: 'draft', publishedAt: null }).where(eq(designs.id, id));
    await app.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, id));
  }

  const digests = async (email: string) =>
    (await outboxMail(app, email)).filter((mail) => mail.kind === 'saved_search_digest');

  it('keeps a search once, in its canonical form, and only for its own account', async () => {
    const buyer = await signedInSession('alerts');
    const saved = await app.services.accounts.savedSearches.save(buyer, {
      search: '?page=3&sort=price-asc&beds=3&style=modern',
      label: '  Modern,   3+ beds ',
    });
    expect(saved).toMatchObject({ search: '?style=modern&beds=3', label: 'Modern, 3+ beds' });
    const again = await app.services.accounts.savedSearches.save(buyer, { search: '?beds=3&style=modern', label: '' });
    expect(again.id).toBe(saved.id);
    expect(await app.services.accounts.savedSearches.list(buyer)).toHaveLength(1);
    const stranger = await signedInSession('alerts-stranger');
    expect(await app.services.accounts.savedSearches.remove(stranger, saved.id)).toBe(false);
    expect(await app.services.accounts.savedSearches.remove(buyer, saved.id)).toBe(true);
  });

  it('e-mails the designs published since the last check, at most once a day, with a one-click unsubscribe', async () => {
    const buyer = await signedInSession('digest');
    const [villa] = await app.database.db.select().from(designs).where(eq(designs.id, 'design-001'));
    await app.services.accounts.savedSearches.save(buyer, {
      search: `?q=${encodeURIComponent('Coastal Villa')}`,
      label: 'Coastal villa',
    });
    // Nothing new yet: no mail, and the search is checked.
    await app.services.accounts.runDigests(new Date());
    expect(await digests(buyer.email)).toHaveLength(0);

    await publishAnew('design-001');
    await app.services.accounts.runDigests(new Date());
    const [digest] = await digests(buyer.email);
    expect(digest?.message?.subject).toBe('A new design matches your search');
    expect(digest?.message?.text).toContain(villa?.title ?? 'missing');
    expect(digest?.message?.text).toContain(`${app.services.env.publicOrigin}/design/design-001`);
    const unsubscribe = /<(\S+)>/.exec(digest?.message?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/account\/alerts\/unsubscribe\?account=.+&token=/);
    expect(digest?.message?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Another new design the same day waits for tomorrow's digest.
    await publishAnew('design-001');
    await app.services.accounts.runDigests(new Date());
    expect(await digests(buyer.email)).toHaveLength(1);
    await app.services.accounts.runDigests(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await digests(buyer.email)).toHaveLength(2);

    // The one-click unsubscribe stops every alert of the account; a forged link stops none.
    const token = new URL(unsubscribe).searchParams.get('token') ?? '';
    expect(await app.services.accounts.savedSearches.unsubscribe(buyer.accountId, `${token}x`)).toBe(false);
    expect(await app.services.accounts.savedSearches.list(buyer)).toHaveLength(1);
    expect(await app.services.accounts.savedSearches.unsubscribe(buyer.accountId, token)).toBe(true);
    expect(await app.services.accounts.savedSearches.list(buyer)).toEqual([]);
  });

  it('a design gets its first publication time once, whichever way it is published', async () => {
    await app.database.db
      .update(designs)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(designs.id, 'design-002'));
    await app.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, 'design-002'));
    const [first] = await app.database.db.select().from(designs).where(eq(designs.id, 'design-002'));
    expect(first?.publishedAt).toBeInstanceOf(Date);
    await app.database.db.update(designs).set({ status: 'archived' }).where(eq(designs.id, 'design-002'));
    await app.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, 'design-002'));
    const [again] = await app.database.db.select().from(designs).where(eq(designs.id, 'design-002'));
    expect(again?.publishedAt).toEqual(first?.publishedAt);
  });
});

describe('licence certificates and build sites', () => {
  const markPaid = (number: string) =>
    app.server.inject({ method: 'POST', url: `/api/admin/orders/${number}/mark-paid`, headers: sales.headers });

  it('a paid line has a certificate; its build site is named once and printed on it and on the plan set', async () => {
    const email = unique('builder');
    const placed = (await postCheckout(app, checkoutBody({ email, fullName: 'Bea Builder' }))).json();
    const account = { accountEmail: email };
    // Not before it is paid, and never for someone else.
    expect(await app.services.orders.buyerCertificate(placed.orderNumber, 'design-001', account)).toBeNull();
    expect((await markPaid(placed.orderNumber)).statusCode).toBe(200);
    expect(
      await app.services.orders.buyerCertificate(placed.orderNumber, 'design-001', { accountEmail: unique('x') }),
    ).toBeNull();
    expect(await app.services.orders.buyerCertificate(placed.orderNumber, 'design-404', account)).toBeNull();

    const before = await app.services.orders.buyerCertificate(placed.orderNumber, 'design-001', account);
    expect(before?.filename).toBe(`licence-certificate-${placed.orderNumber}-design-001.pdf`);
    expect(pdfText(before?.bytes ?? new Uint8Array())).toContain('Not named yet');

    await app.services.orders.nameBuildSite(placed.orderNumber, 'design-001', '12 Harbour Road, Hobart', account);
    await expect(
      app.services.orders.nameBuildSite(placed.orderNumber, 'design-001', '99 Other Street, Perth', account),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'build_site_named' });
    await expect(
      app.services.orders.nameBuildSite(placed.orderNumber, 'design-001', '1 Nowhere Lane', {
        accountEmail: unique('y'),
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    const after = await app.services.orders.buyerCertificate(placed.orderNumber, 'design-001', account);
    expect(pdfText(after?.bytes ?? new Uint8Array())).toContain('12 Harbour Road, Hobart');

    const library = await app.services.orders.accountLibrary(email, 1);
    expect(library.orders[0]?.certificates).toContainEqual({
      designId: 'design-001',
      title: expect.any(String),
      buildSite: '12 Harbour Road, Hobart',
      url: `/certificate/${placed.orderNumber}/design-001`,
    });
    // The plan set downloaded from now on names the site in its licence line.
    const link = library.orders[0]?.downloads.find((download) => download.designId === 'design-001');
    const file = await app.server.inject({ url: link?.url ?? '', headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.rawPayload)).toContain('Build site: 12 Harbour Road, Hobart.');
  });

  it("a build site given at checkout is every line's, named already", async () => {
    const email = unique('site-at-checkout');
    const placed = (await postCheckout(app, checkoutBody({ email, buildSite: '  7 Quay Street,   Auckland ' }))).json();
    expect((await markPaid(placed.orderNumber)).statusCode).toBe(200);
    const [order] = (await app.services.orders.accountLibrary(email, 1)).orders;
    expect(order?.certificates.map((certificate) => certificate.buildSite)).toEqual(
      order?.lines.map(() => '7 Quay Street, Auckland'),
    );
    await expect(
      app.services.orders.nameBuildSite(placed.orderNumber, 'design-001', '1 Other Road', { accountEmail: email }),
    ).rejects.toMatchObject({ code: 'build_site_named' });
  });
});

// @postgres: raw SQL, concurrent requests, LISTEN/NOTIFY.
import type { PaymentInstructions } from '@atelier/domain/orders';
import { NO_BANK_ACCOUNT, type ShopSettings, type ShopSettingsResponse } from '@atelier/domain/shop-settings';
import { DEFAULT_STUDIO_DETAILS } from '@atelier/domain/studio-details';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, settings, staffAuditLog } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { mailBody, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import { SETTING_KEYS } from './store.ts';

let app: TestApp;
let smtp: TestSmtp;
let admin: StaffSession;
let editor: StaffSession;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier Plans <orders@atelier.test>' });
  [admin, editor] = await Promise.all([
    createStaffSession(app, 'super_admin'),
    createStaffSession(app, 'content_editor'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, session = admin) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

const current = async () => (await api('GET', '/api/admin/settings')).json<ShopSettingsResponse>();

/** Saves the current settings with `change` applied, from the version just read. */
async function save(change: (values: ShopSettings) => ShopSettings) {
  const { settings: values, version } = await current();
  return api('PUT', '/api/admin/settings', { ...change(structuredClone(values)), version });
}

const storedRows = async () =>
  app.database.db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, Object.values(SETTING_KEYS)))
    .orderBy(settings.key);

describe('GET /api/admin/settings', () => {
  it('reads the defaults the storefront has always shown', async () => {
    const response = await api('GET', '/api/admin/settings');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ShopSettingsResponse>();
    expect(body.settings.studio).toEqual({
      name: 'Atelier Plans',
      email: 'studio@example.com',
      phone: '+1 (212) 555-0100',
      address: '350 Fifth Avenue\nNew York, NY 10118',
      legalName: '',
      vatNumber: '',
      companyNumber: '',
      country: 'US',
      paperSize: 'auto',
      facebookUrl: '',
      instagramUrl: '',
      linkedinUrl: '',
      pinterestUrl: '',
    });
    expect(body.settings.taxes).toEqual({ defaultRatePercent: 0, byCountry: [] });
    expect(body.settings.bankTransfer).toHaveLength(1);
    expect(body.settings.bankTransfer[0]).toMatchObject({ countries: 'default', currency: 'USD' });
    expect(body.settings.email).toEqual({ senderName: 'Atelier Plans', senderAddress: 'orders@atelier.test' });
    expect(body).toMatchObject({ version: 0, updatedAt: null, smtpConfigured: true });
  });

  it('needs the settings permission', async () => {
    expect((await api('GET', '/api/admin/settings', undefined, editor)).statusCode).toBe(403);
    const put = await api('PUT', '/api/admin/settings', { ...(await current()).settings, version: 0 }, editor);
    expect(put.statusCode).toBe(403);
    expect((await api('POST', '/api/admin/settings/test-email', {}, editor)).statusCode).toBe(403);
    const anonymous = await app.server.inject({ url: '/api/admin/settings', headers: { host: 'admin.localhost' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  it('refuses invalid fields with a message for each, and stores nothing', async () => {
    const before = await storedRows();
    const response = await save((values) => ({
      ...values,
      studio: { ...values.studio, email: 'not-an-address', phone: 'call us' },
      openingHours: { timeZone: 'Mars/Olympus', days: { mon: ['17:00', '09:00'] } },
      bankTransfer: values.bankTransfer.map((entry) => ({ ...entry, countries: 'GB' })),
      taxes: { defaultRatePercent: 7.125, byCountry: [{ country: 'ZZ', ratePercent: 20 }] },
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'studio.email': 'Enter a valid e-mail address for contact e-mail.',
      'studio.phone': 'Use digits, spaces and + ( ) - . / only.',
      'openingHours.timeZone': 'Enter a time zone such as America/New_York.',
      'openingHours.days.mon.1': 'The closing time must be after the opening time.',
      bankTransfer: 'One region must be the default (countries "default") for every other buyer.',
      'taxes.defaultRatePercent': 'Use at most two decimals.',
      'taxes.byCountry.0.country': 'Choose a country from the checkout list.',
    });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a bad IBAN, and a region of IBAN countries without one, on their fields, and stores nothing', async () => {
    const before = await storedRows();
    const europe = {
      region: 'Europe',
      currency: 'EUR',
      countries: 'DE, FR',
      ...NO_BANK_ACCOUNT,
      bic: 'COBADEFFXXX',
      instructions: 'Reference: {number}',
    };
    const response = await save((values) => ({
      ...values,
      bankTransfer: [
        ...values.bankTransfer.map((entry) => ({ ...entry, iban: 'DE89 3704 0044 0532 0130 01' })),
        europe,
      ],
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'bankTransfer.0.iban': 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.',
      'bankTransfer.1.iban': "Buyers in DE, FR pay by IBAN: enter the region's IBAN and BIC/SWIFT.",
    });
    expect(await storedRows()).toEqual(before);
  });

  it('saves, audits the change with before, after and the address it came from, and bumps the version', async () => {
    const response = await save((values) => ({
      ...values,
      studio: { ...values.studio, name: 'Atelier North', phone: '+1 (212) 555-0199' },
    }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ShopSettingsResponse>();
    expect(body.settings.studio).toMatchObject({ name: 'Atelier North', phone: '+1 (212) 555-0199' });
    expect(body.version).toBe(1);
    expect(body.updatedAt).not.toBeNull();

    const [row] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'settings.update'), eq(staffAuditLog.staffUserId, admin.user.id)))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(row).toMatchObject({ targetType: 'setting', targetId: 'general', staffName: admin.user.name });
    expect(row?.detail).toMatchObject({ changed: 'studio', ip: '127.0.0.1' });
    expect(JSON.parse(String(row?.detail.before))).toEqual({
      studio: expect.objectContaining({ name: 'Atelier Plans', phone: '+1 (212) 555-0100' }),
    });
    expect(JSON.parse(String(row?.detail.after))).toEqual({
      studio: expect.objectContaining({ name: 'Atelier North', phone: '+1 (212) 555-0199' }),
    });
    // The storefront's footer and contact page read it (this process dropped its cached copy).
    expect(await app.services.settings.storefrontStudio()).toMatchObject({
      name: 'Atelier North',
      phone: '+1 (212) 555-0199',
      addressLines: ['350 Fifth Avenue', 'New York, NY 10118'],
    });
  });

  it("keeps the studio's social profiles, and the storefront lists the ones set; an address not https is refused", async () => {
    const refused = await save((values) => ({
      ...values,
      studio: { ...values.studio, pinterestUrl: 'http://pinterest.com/atelier' },
    }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'studio.pinterestUrl': 'Enter the Pinterest address in full, starting with https://.',
    });
    expect((await app.services.settings.storefrontStudio()).socialProfiles).toEqual([]);
    const response = await save((values) => ({
      ...values,
      studio: { ...values.studio, linkedinUrl: 'https://www.linkedin.com/company/atelier-plans' },
    }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShopSettingsResponse>().settings.studio).toMatchObject({
      facebookUrl: '',
      linkedinUrl: 'https://www.linkedin.com/company/atelier-plans',
    });
    expect((await app.services.settings.storefrontStudio()).socialProfiles).toEqual([
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/atelier-plans' },
    ]);
  });

  it('refuses a save made from an older version with 409 and keeps the newer one', async () => {
    const stale = await current();
    expect((await save((values) => ({ ...values, studio: { ...values.studio, name: 'First' } }))).statusCode).toBe(200);
    const late = await api('PUT', '/api/admin/settings', {
      ...stale.settings,
      studio: { ...stale.settings.studio, name: 'Second' },
      version: stale.version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('settings_changed');
    expect((await current()).settings.studio.name).toBe('First');
  });

  it('keeps the legal details invoices print, a VAT number checked and in upper case (decision 045)', async () => {
    const refused = await save((values) => ({ ...values, studio: { ...values.studio, vatNumber: 'not a number' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'studio.vatNumber': 'Please enter a valid VAT number, e.g. DE123456789.',
    });
    // A studio row saved before the legal details existed still reads, with them empty.
    const { address, name, email, phone } = (await current()).settings.studio;
    await app.database.db
      .update(settings)
      .set({ value: { name, email, phone, address } })
      .where(eq(settings.key, SETTING_KEYS.studio));
    expect((await current()).settings.studio).toMatchObject({ name, legalName: '', vatNumber: '', companyNumber: '' });
    const saved = await save((values) => ({
      ...values,
      studio: { ...values.studio, legalName: ' Atelier Plans Studio LLC ', vatNumber: 'us 12-3456789' },
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShopSettingsResponse>().settings.studio).toMatchObject({
      legalName: 'Atelier Plans Studio LLC',
      vatNumber: 'US 12-3456789',
      companyNumber: '',
    });
    const restored = await save((values) => ({
      ...values,
      studio: { ...values.studio, legalName: '', vatNumber: '' },
    }));
    expect(restored.statusCode).toBe(200);
  });

  it("keeps the studio's country and paper (decision 066); a row saved before them reads with its address's country", async () => {
    const refused = await save((values) => ({
      ...values,
      studio: { ...values.studio, country: 'ZZ', paperSize: 'tabloid' as 'a4' },
    }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'studio.country': 'Choose a country from the list.',
      'studio.paperSize': 'Choose automatic, US Letter or A4.',
    });
    const saved = await save((values) => ({
      ...values,
      studio: { ...values.studio, country: ' gb ', paperSize: 'a4' },
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShopSettingsResponse>().settings.studio).toMatchObject({ country: 'GB', paperSize: 'a4' });

    const { name, email, phone } = (await current()).settings.studio;
    const readWith = async (address: string) => {
      await app.database.db
        .update(settings)
        .set({ value: { name, email, phone, address } })
        .where(eq(settings.key, SETTING_KEYS.studio));
      return (await current()).settings.studio;
    };
    expect(await readWith('1 Yonge Street\nToronto, ON M5E 1E5')).toMatchObject({ country: 'CA', paperSize: 'auto' });
    expect(await readWith('350 Fifth Avenue\nNew York, NY 10118')).toMatchObject({ country: 'US' });
    expect(await readWith('12 St James Square\nLondon SW1Y 4JH')).toMatchObject({ country: '' });
    // Saved as read, the country the address named is kept.
    const restored = await save((values) => ({
      ...values,
      studio: { ...values.studio, address: '350 Fifth Avenue\nNew York, NY 10118', country: 'US' },
    }));
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('keeps the opening hours in the one setting the chat reads', async () => {
    const hours = { timeZone: 'Europe/London', days: { sat: ['10:00', '14:00'] as [string, string] } };
    expect((await save((values) => ({ ...values, openingHours: hours }))).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(settings).where(eq(settings.key, 'chat_opening_hours'));
    expect(row?.value).toEqual(hours);
    // The chat's online state follows them: Saturday 12:00 in London is open, Sunday 12:00 is not.
    const saturdayNoon = new Date('2026-06-06T11:00:00Z');
    expect((await app.services.support.chatStatus(undefined, saturdayNoon)).online).toBe(true);
    const sunday = await app.services.support.chatStatus(undefined, new Date('2026-06-07T11:00:00Z'));
    expect(sunday).toEqual({ online: false, backAt: '2026-06-13T09:00:00.000Z' });
  });
});

describe('the storefront copy', () => {
  it('is kept per process and dropped when any process announces a save (NOTIFY)', async () => {
    const shop = app.services.settings;
    await shop.storefrontStudio();
    await expect.poll(() => shop.cache.listening).toBe(true);
    const before = await shop.storefrontStudio();
    // Another process saves: the row changes, and its notice arrives after the commit.
    const changed = { ...DEFAULT_STUDIO_DETAILS, phone: '+1 (212) 555-0142' };
    await app.database.db
      .insert(settings)
      .values({ key: SETTING_KEYS.studio, value: changed })
      .onConflictDoUpdate({ target: settings.key, set: { value: changed } });
    expect(await shop.storefrontStudio()).toEqual(before);
    await app.database.db.execute(sql`select pg_notify(${LIVE_CHANNELS.settings}, '{"kind":"general"}')`);
    await expect.poll(async () => (await shop.storefrontStudio()).phone).toBe('+1 (212) 555-0142');
    const restored = { ...DEFAULT_STUDIO_DETAILS, name: before.name, phone: before.phone };
    await app.database.db.update(settings).set({ value: restored }).where(eq(settings.key, SETTING_KEYS.studio));
    shop.cache.invalidate();
  });
});

describe('tax and bank transfer by the buyer country', () => {
  it('charges the buyer country rate, else the default; the order page shows that country bank text', async () => {
    expect(
      (
        await save((values) => ({
          ...values,
          taxes: { defaultRatePercent: 8.25, byCountry: [{ country: 'GB', ratePercent: 20 }] },
          bankTransfer: [
            ...values.bankTransfer,
            {
              region: 'United Kingdom',
              currency: 'USD',
              countries: 'gb, ie',
              ...NO_BANK_ACCOUNT,
              accountHolder: 'Atelier Plans UK Ltd',
              iban: 'gb29 nwbk 6016 1331 9268 19',
              bic: 'nwbkgb2l',
              instructions: 'Pay in US dollars from any UK bank.\nReference: {number}',
            },
          ],
        }))
      ).statusCode,
    ).toBe(200);
    try {
      const orderOf = async (country: string) => {
        const placed = await postCheckout(
          app,
          checkoutBody({ country, lines: [{ designId: 'design-002', quantity: 1 }] }),
        );
        expect(placed.statusCode, placed.body).toBe(201);
        const { orderNumber, confirmationUrl } = placed.json();
        const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
        const page = await app.server.inject({
          url: confirmationUrl.replace('/order/', '/api/orders/'),
          headers: { host: PUBLIC_HOST },
        });
        return { orderNumber, order, instructions: page.json().order.paymentInstructions as PaymentInstructions };
      };
      const british = await orderOf('GB');
      expect(british.order).toMatchObject({ subtotalCents: 280000, taxRateBasisPoints: 2000, taxCents: 56000 });
      expect(british.instructions).toEqual({
        details: [
          { label: 'Account holder', value: 'Atelier Plans UK Ltd' },
          { label: 'IBAN', value: 'GB29 NWBK 6016 1331 9268 19' },
          { label: 'BIC/SWIFT', value: 'NWBKGB2L' },
          { label: 'Payment reference', value: british.orderNumber },
        ],
        paragraphs: ['Pay in US dollars from any UK bank.', `Reference: ${british.orderNumber}`],
      });
      // Stored as typed by banks' systems: electronic format, upper case.
      const [row] = await app.database.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.bankTransfer));
      expect((row?.value as ShopSettings['bankTransfer'] | undefined)?.[1]).toMatchObject({
        iban: 'GB29NWBK60161331926819',
        bic: 'NWBKGB2L',
      });
      const american = await orderOf('US');
      expect(american.order).toMatchObject({ taxRateBasisPoints: 825, taxCents: 23100 });
      expect(american.instructions.details.map(({ label, value }) => `${label}: ${value}`)).toEqual([
        'Account holder: Atelier Plans Studio LLC',
        'Bank: First Harbor Bank',
        'Routing number: 021000021',
        'Account number: 4820193755',
        `Payment reference: ${american.orderNumber}`,
      ]);
      expect(american.instructions.paragraphs.join(' ')).toContain(american.orderNumber);
    } finally {
      await save((values) => ({
        ...values,
        taxes: { defaultRatePercent: 0, byCountry: [] },
        bankTransfer: values.bankTransfer.filter((entry) => entry.countries === 'default'),
      }));
    }
  });
});

describe('bank transfer rows saved before the bank fields', () => {
  it('read with the fields empty, the old text kept as the paragraphs', async () => {
    const [saved] = await app.database.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.bankTransfer));
    const write = (value: unknown) =>
      app.database.db
        .insert(settings)
        .values({ key: SETTING_KEYS.bankTransfer, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    const regions = [
      { region: 'Everyone', currency: 'USD', countries: 'default', instructions: 'Bank: Old Bank, account 1.' },
      { region: 'Germany', currency: 'EUR', countries: 'DE', instructions: 'IBAN DE89 3704 0044 0532 0130 00' },
    ];
    try {
      await write(regions);
      expect((await current()).settings.bankTransfer).toEqual(
        regions.map((region) => ({ ...region, ...NO_BANK_ACCOUNT })),
      );
      // The list of lines from before regions: the default region, its account in the text only.
      await write(['Pay to Old Bank, account 1.', 'Reference: {number}']);
      expect((await current()).settings.bankTransfer).toEqual([
        {
          region: 'United States',
          currency: 'USD',
          countries: 'default',
          ...NO_BANK_ACCOUNT,
          instructions: 'Pay to Old Bank, account 1.\nReference: {number}',
        },
      ]);
    } finally {
      if (saved) await write(saved.value);
      else await app.database.db.delete(settings).where(eq(settings.key, SETTING_KEYS.bankTransfer));
    }
  });
});

describe('e-mail', () => {
  it('sends order mail from the saved sender', async () => {
    await save((values) => ({
      ...values,
      email: { senderName: 'Atelier Orders', senderAddress: 'sales@atelier.test' },
    }));
    const placed = await postCheckout(app, checkoutBody({ email: 'sender-check@example.com' }));
    expect(placed.statusCode).toBe(201);
    await app.services.email.deliverDue();
    const mail = smtp.received.find((entry) => entry.to.includes('sender-check@example.com'));
    expect(mail?.from).toBe('sales@atelier.test');
    expect(mailBody(mail)).toMatch(/^From: "?Atelier Orders"? <sales@atelier\.test>/m);
  });

  it('sends a test e-mail through SMTP and reports the answer, or the refusal', async () => {
    const sent = await api('POST', '/api/admin/settings/test-email', {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, to: admin.email });
    expect(sent.json().message).toMatch(/^250/);
    expect(smtp.received.some((mail) => mail.to.includes(admin.email))).toBe(true);

    smtp.refuseNext(1);
    const refused = await api('POST', '/api/admin/settings/test-email', { to: 'ops@atelier.test' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ ok: false, to: 'ops@atelier.test' });
    expect(refused.json().message).toContain('Mailbox busy');

    const invalid = await api('POST', '/api/admin/settings/test-email', { to: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.to).toBe('Enter a valid e-mail address for recipient.');
  });

  it('limits test e-mails per staff member', async () => {
    const other = await createStaffSession(app, 'super_admin');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push((await api('POST', '/api/admin/settings/test-email', {}, other)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

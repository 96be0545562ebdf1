import { DomainError } from '@atelier/domain/domain-error';
import {
  type EmailSender,
  formatSender,
  type ShopSettings,
  type ShopSettingsResponse,
  type ShopSettingsUpdate,
  type TestEmailResult,
} from '@atelier/domain/shop-settings';
import { type StorefrontStudio, storefrontStudio } from '@atelier/domain/studio-details';
import { minutesToWait } from '@atelier/domain/wait-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { createCatalogueCache } from '../catalog/cache.ts';
import type { EmailService } from '../email/service.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { INCLUSIONS_SETTING } from './inclusions.ts';
import { PLAN_OPTIONS_SETTING } from './plan-options.ts';
import { RETENTION_SETTING } from './retention.ts';
import { readShopSettings, rowsOf, SETTING_KEYS } from './store.ts';
import { createStudioSetting } from './studio-setting.ts';

export const TEST_EMAIL_TIMEOUT_MS = 15_000;
/** Test e-mails per staff member: enough to fix a mail setup, too few to spam anyone. */
export const TEST_EMAIL_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** 'Atelier Plans <studio@example.com>' (MAIL_FROM) → its name and address. */
export function senderOf(mailFrom: string): EmailSender {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { senderName: match[1]?.trim() || 'Atelier Plans', senderAddress: match[2]?.trim() ?? '' }
    : { senderName: 'Atelier Plans', senderAddress: mailFrom.trim() };
}

/** The sections of the form that differ, with their values before and after (for the audit row). */
function changedSections(before: ShopSettings, after: ShopSettings) {
  const sections = Object.keys(after) as (keyof ShopSettings)[];
  const changed = sections.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  const pick = (values: ShopSettings) => Object.fromEntries(changed.map((name) => [name, values[name]]));
  return { changed, before: pick(before), after: pick(after) };
}

/**
 * The shop settings of /settings/general. Saves are one transaction, checked against the version the
 * form was read at, audited with before and after, and announced (NOTIFY) so every process drops its
 * cached copy. The storefront's footer and contact page read through that per-process cache; the
 * order paths read the database directly (modules/orders/settings.ts).
 */
export function createShopSettings(db: Database, env: Pick<Env, 'MAIL_FROM'>, email: EmailService) {
  const defaultSender = senderOf(env.MAIL_FROM);
  const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
  const testEmailLimiter = createRateLimiter(db, { name: 'settings-test-email', ...TEST_EMAIL_LIMIT });

  async function read(): Promise<ShopSettingsResponse> {
    const stored = await readShopSettings(db, defaultSender);
    return {
      settings: stored.settings,
      version: stored.version,
      updatedAt: stored.updatedAt?.toISOString() ?? null,
      defaultSender: env.MAIL_FROM,
      smtpConfigured: email.smtpConfigured,
    };
  }

  return {
    cache,
    read,

    /** "What's included" per licence kind (inclusions.ts). */
    inclusions: createStudioSetting(db, cache, INCLUSIONS_SETTING),
    /** The plan options' prices, lead times and offers (plan-options.ts). */
    planOptions: createStudioSetting(db, cache, PLAN_OPTIONS_SETTING),
    /** How long notifications, old e-mails, audit details and page views are kept (retention.ts). */
    retention: createStudioSetting(db, cache, RETENTION_SETTING),

    /** Saves the whole form; 409 when someone saved since it was read (nothing is written then). */
    async update(input: ShopSettingsUpdate, actor: StaffActor): Promise<ShopSettingsResponse> {
      const { version, ...values } = input;
      await db.transaction(async (tx) => {
        // The version row is locked for the transaction, so two saves cannot both pass the check.
        await tx.insert(settings).values({ key: SETTING_KEYS.version, value: 0 }).onConflictDoNothing();
        const [locked] = await tx
          .select({ value: settings.value })
          .from(settings)
          .where(eq(settings.key, SETTING_KEYS.version))
          .for('update');
        if (Number(locked?.value ?? 0) !== version) {
          throw new DomainError(
            'conflict',
            'settings_changed',
            'Someone else saved the settings after you opened them. Reload to see their changes, then make yours again.',
          );
        }
        const before = (await readShopSettings(tx, defaultSender)).settings;
        const now = new Date();
        for (const [key, value] of Object.entries({ ...rowsOf(values), [SETTING_KEYS.version]: version + 1 })) {
          await tx
            .insert(settings)
            .values({ key, value, updatedAt: now })
            .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
        }
        const diff = changedSections(before, values);
        await recordStaffAction(
          tx,
          actor,
          'settings.update',
          { type: 'setting', id: 'general' },
          {
            ip: actor.ip,
            changed: diff.changed.join(', ') || null,
            before: JSON.stringify(diff.before),
            after: JSON.stringify(diff.after),
          },
        );
        await publish(tx, LIVE_CHANNELS.settings, { kind: 'general' });
      });
      // This process sees its own change at once; the notice tells the others.
      cache.invalidate();
      return read();
    },

    /** Name, e-mail, phone and address lines for the storefront's footer and contact page. */
    storefrontStudio(): Promise<StorefrontStudio> {
      return cache.get('studio', async () =>
        storefrontStudio((await readShopSettings(db, defaultSender)).settings.studio),
      );
    },

    /** Sends a test message through SMTP right away, from the saved sender, and reports the answer. */
    async sendTestEmail(to: string, actor: StaffActor): Promise<TestEmailResult> {
      const limit = await testEmailLimiter.hit(actor.id);
      if (!limit.allowed) {
        throw new DomainError(
          'too_many',
          'rate_limited',
          `Too many test e-mails. Try again in ${minutesToWait(limit.retryAfterSeconds)}.`,
          { retryAfterSeconds: limit.retryAfterSeconds },
        );
      }
      const stored = await readShopSettings(db, defaultSender);
      const result = await email.sendNow(
        {
          from: stored.sender ? formatSender(stored.sender) : env.MAIL_FROM,
          to,
          subject: `Test e-mail from ${stored.settings.studio.name}`,
          text: [
            `This is a test e-mail sent by ${actor.name} from the ${stored.settings.studio.name} settings page.`,
            '',
            'If you can read it, order e-mails can be delivered with the current settings.',
          ].join('\n'),
        },
        TEST_EMAIL_TIMEOUT_MS,
      );
      await recordStaffAction(
        db,
        actor,
        'settings.test_email',
        { type: 'setting', id: 'general' },
        {
          ip: actor.ip,
          to,
          ok: result.ok ? 'yes' : 'no',
        },
      );
      return { ok: result.ok, to, message: result.message };
    },
  };
}

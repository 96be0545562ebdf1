import {
  type BankTransferEntry,
  bankTransferStoredEntrySchema,
  basisPointsToPercent,
  DEFAULT_BANK_TRANSFER,
  DEFAULT_OPENING_HOURS,
  type EmailSender,
  emailSenderSchema,
  NO_BANK_ACCOUNT,
  openingHoursSchema,
  percentToBasisPoints,
  type ShopSettings,
  studioDetailsSchema,
} from '@atelier/domain/shop-settings';
import { countryOfAddress, DEFAULT_STUDIO_DETAILS, linesOf, type StudioDetails } from '@atelier/domain/studio-details';
import type { TaxRates } from '@atelier/domain/tax-rates';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * Where each part of the shop settings is kept in the `settings` table. The tax default, the bank
 * transfer text and the opening hours keep the keys they had before the settings page existed, so
 * there is one source for each (the chat's online state reads `chat_opening_hours` itself).
 */
export const SETTING_KEYS = {
  studio: 'shop_studio',
  openingHours: 'chat_opening_hours',
  bankTransfer: 'bank_transfer_instructions',
  taxDefault: 'tax_rate_bp',
  taxByCountry: 'tax_rates_by_country',
  emailSender: 'order_email_sender',
  /** Counts saves from the settings page; a save made from an older version is refused (409). */
  version: 'shop_settings_version',
} as const;

const ALL_KEYS = Object.values(SETTING_KEYS);

const basisPoints = z.coerce.number().int().min(0).max(10_000);
const countryRatesSchema = z.array(z.object({ country: z.string().length(2), basisPoints }));
/** Regions saved before the bank fields existed read with them empty (their bank text is in the paragraphs). */
const bankTransferStoredSchema = z.array(bankTransferStoredEntrySchema).min(1);
/** Before regions: one list of lines every buyer saw, the bank details among them. */
const legacyBankTransferSchema = z.array(z.string()).min(1);

export interface StoredShopSettings {
  settings: ShopSettings;
  /** Null while the sender was never saved: mail goes out from MAIL_FROM. */
  sender: EmailSender | null;
  version: number;
  updatedAt: Date | null;
}

type Rows = Map<string, { value: unknown; updatedAt: Date }>;

async function readRows(db: Database, keys: readonly string[]): Promise<Rows> {
  const rows = await db
    .select()
    .from(settings)
    .where(sql`${settings.key} = any(${sql.param([...keys])}::text[])`)
    // One statement text for any keys, prepared once per connection (the order mail reads settings each time).
    .prepare('settings_by_keys')
    .execute();
  return new Map(rows.map((row) => [row.key, { value: row.value, updatedAt: row.updatedAt }]));
}

/** A row's value parsed by `schema`; missing or malformed reads as undefined (the caller's default). */
function parsed<T>(rows: Rows, key: string, schema: z.ZodType<T>): T | undefined {
  const result = schema.safeParse(rows.get(key)?.value);
  return result.success ? result.data : undefined;
}

/** The studio's details; a row saved before the studio had a country reads with the one its address names. */
function studioOf(rows: Rows): StudioDetails {
  const studio = parsed(rows, SETTING_KEYS.studio, studioDetailsSchema);
  if (!studio) return DEFAULT_STUDIO_DETAILS;
  return studio.country ? studio : { ...studio, country: countryOfAddress(studio.address) };
}

function bankTransferOf(rows: Rows): BankTransferEntry[] {
  const entries = parsed(rows, SETTING_KEYS.bankTransfer, bankTransferStoredSchema);
  if (entries) return entries;
  const legacy = parsed(rows, SETTING_KEYS.bankTransfer, legacyBankTransferSchema);
  return [
    legacy ? { ...DEFAULT_BANK_TRANSFER, ...NO_BANK_ACCOUNT, instructions: legacy.join('\n') } : DEFAULT_BANK_TRANSFER,
  ];
}

function taxRatesOfRows(rows: Rows): TaxRates {
  const byCountry = parsed(rows, SETTING_KEYS.taxByCountry, countryRatesSchema) ?? [];
  return {
    // Anything missing or malformed counts as 0 rather than breaking checkout.
    defaultBasisPoints: parsed(rows, SETTING_KEYS.taxDefault, basisPoints) ?? 0,
    byCountry: Object.fromEntries(byCountry.map((rate) => [rate.country.toUpperCase(), rate.basisPoints])),
  };
}

/** Every part of the settings; each reads as its default when missing or malformed. */
export async function readShopSettings(db: Database, defaultSender: EmailSender): Promise<StoredShopSettings> {
  const rows = await readRows(db, ALL_KEYS);
  const taxes = taxRatesOfRows(rows);
  const sender = parsed(rows, SETTING_KEYS.emailSender, emailSenderSchema) ?? null;
  return {
    settings: {
      studio: studioOf(rows),
      openingHours: parsed(rows, SETTING_KEYS.openingHours, openingHoursSchema) ?? DEFAULT_OPENING_HOURS,
      bankTransfer: bankTransferOf(rows),
      taxes: {
        defaultRatePercent: basisPointsToPercent(taxes.defaultBasisPoints),
        byCountry: Object.entries(taxes.byCountry).map(([country, rate]) => ({
          country,
          ratePercent: basisPointsToPercent(rate),
        })),
      },
      email: sender ?? defaultSender,
    },
    sender,
    version: parsed(rows, SETTING_KEYS.version, z.number().int().nonnegative()) ?? 0,
    // Every save from the page bumps the version row, so its time is the time of the last save.
    updatedAt: rows.get(SETTING_KEYS.version)?.updatedAt ?? null,
  };
}

/** The rows a saved form becomes, by key. */
export function rowsOf(values: ShopSettings): Record<string, unknown> {
  return {
    [SETTING_KEYS.studio]: { ...values.studio, address: linesOf(values.studio.address).join('\n') },
    [SETTING_KEYS.openingHours]: values.openingHours,
    [SETTING_KEYS.bankTransfer]: values.bankTransfer,
    [SETTING_KEYS.taxDefault]: percentToBasisPoints(values.taxes.defaultRatePercent),
    [SETTING_KEYS.taxByCountry]: values.taxes.byCountry.map((rate) => ({
      country: rate.country,
      basisPoints: percentToBasisPoints(rate.ratePercent),
    })),
    [SETTING_KEYS.emailSender]: values.email,
  };
}

// Readers for the order paths. They go to the database every time (one small query): an amount
// charged or a bank account shown must never come from a stale copy.

/** The keys of the tax rates; a query that reads them along with other things hands them to `taxRatesOf`. */
export const TAX_RATE_KEYS = [SETTING_KEYS.taxDefault, SETTING_KEYS.taxByCountry] as const;

/** The tax rates from the stored values of TAX_RATE_KEYS, by key. */
export function taxRatesOf(values: Record<string, unknown>): TaxRates {
  return taxRatesOfRows(
    new Map(Object.entries(values).map(([key, value]) => [key, { value, updatedAt: new Date(0) }])),
  );
}

export async function readTaxRates(db: Database): Promise<TaxRates> {
  return taxRatesOfRows(await readRows(db, TAX_RATE_KEYS));
}

/**
 * The studio's name, contact and legal details and its paper, for the invoice being issued (decision 045)
 * or a licence certificate.
 */
export async function readStudioDetails(db: Database): Promise<StudioDetails> {
  return studioOf(await readRows(db, [SETTING_KEYS.studio]));
}

export async function readBankTransfer(db: Database): Promise<BankTransferEntry[]> {
  return bankTransferOf(await readRows(db, [SETTING_KEYS.bankTransfer]));
}

/** What an order mail needs, in one read: the saved sender (null: MAIL_FROM) and the bank transfer text. */
export async function readOrderMailSettings(
  db: Database,
): Promise<{ sender: EmailSender | null; bankTransfer: BankTransferEntry[] }> {
  const rows = await readRows(db, [SETTING_KEYS.emailSender, SETTING_KEYS.bankTransfer]);
  return {
    sender: parsed(rows, SETTING_KEYS.emailSender, emailSenderSchema) ?? null,
    bankTransfer: bankTransferOf(rows),
  };
}

import './zod-config.ts';
import { electronicFormatIBAN, friendlyFormatIBAN, getCountrySpecifications, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { COUNTRIES, isVatNumber, VAT_NUMBER_MAX, VAT_NUMBER_MESSAGE } from './checkout.ts';
import type { PaymentInstructions } from './orders.ts';
import { PAPER_SIZE_SETTINGS } from './paper-size.ts';
import { isHttpsUrl, linesOf, MAX_ADDRESS_LINES, type StudioDetails } from './studio-details.ts';
import type { TaxRates } from './tax-rates.ts';

/**
 * The shop settings staff edit on /settings/general (docs/decisions/024-shop-settings.md): one schema
 * for the whole form, shared by the admin form, the API and the server's readers.
 */

// --- Opening hours (when the chat answers; also read by the chat's online state) ---

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

const clock = z
  .string({ error: 'Enter a time like 09:00.' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Enter a time like 09:00.');

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const openingHoursSchema = z.object({
  timeZone: z
    .string({ error: 'Enter a time zone such as America/New_York.' })
    .trim()
    .refine(isTimeZone, 'Enter a time zone such as America/New_York.'),
  days: z.partialRecord(
    z.enum(WEEKDAYS),
    // A day left undefined is closed (the admin form clears a day that way).
    z
      .tuple([clock, clock])
      .refine(([from, to]) => minutesOf(to) > minutesOf(from), {
        message: 'The closing time must be after the opening time.',
        path: [1],
      })
      .optional(),
  ),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  timeZone: 'America/New_York',
  days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, ['09:00', '17:00']])),
};

// --- Studio details (footer and contact page) ---

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A field that may be left empty ('' when left out: rows saved before it existed read that way). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .default('');

const emailAddress = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .pipe(z.email(`Enter a valid e-mail address for ${label.toLowerCase()}.`));

/** A social profile's address: empty for none, else https:// (the footer links to it). */
const profileUrl = (network: string) =>
  z
    .string({ error: `The ${network} address must be text.` })
    .trim()
    .max(300, `The ${network} address must be at most 300 characters.`)
    .refine(
      (value) => value === '' || isHttpsUrl(value),
      `Enter the ${network} address in full, starting with https://.`,
    )
    .default('');

export const studioDetailsSchema = z.object({
  name: text('Shop name', 80),
  email: emailAddress('Contact e-mail'),
  phone: text('Phone', 40).regex(/^[+()\d\s.\-/]+$/, 'Use digits, spaces and + ( ) - . / only.'),
  /** Postal address, one line per line. */
  address: text('Address', 300).refine(
    (value) => linesOf(value).length <= MAX_ADDRESS_LINES && linesOf(value).every((line) => line.length <= 100),
    `Use at most ${MAX_ADDRESS_LINES} lines of up to 100 characters.`,
  ),
  // The legal details invoices print (decision 045); optional, so rows saved before them still read.
  legalName: optionalText('Legal name', 120),
  vatNumber: z
    .string({ error: 'VAT number must be text.' })
    .trim()
    .max(VAT_NUMBER_MAX, `VAT number must be at most ${VAT_NUMBER_MAX} characters.`)
    .overwrite((value) => value.toUpperCase())
    .refine((value) => value === '' || isVatNumber(value), VAT_NUMBER_MESSAGE)
    .default(''),
  companyNumber: optionalText('Company registration number', 40),
  // Where the studio is, and the paper its documents use (decision 066); optional for rows saved before.
  country: z
    .string({ error: 'Choose a country.' })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || checkoutCountries.has(code), 'Choose a country from the list.')
    .default(''),
  paperSize: z.enum(PAPER_SIZE_SETTINGS, { error: 'Choose automatic, US Letter or A4.' }).default('auto'),
  // The studio's profiles the footer links to; optional for rows saved before them.
  facebookUrl: profileUrl('Facebook'),
  instagramUrl: profileUrl('Instagram'),
  linkedinUrl: profileUrl('LinkedIn'),
  pinterestUrl: profileUrl('Pinterest'),
}) satisfies z.ZodType<StudioDetails>;

// --- Countries and currencies ---

const checkoutCountries = new Set(COUNTRIES.map((country) => country.code));

/** 'gb, ie  us' → ['GB', 'IE', 'US'] */
export const parseCountryList = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export const DEFAULT_REGION = 'default';

const countryCode = z
  .string({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine((code) => checkoutCountries.has(code), 'Choose a country from the checkout list.');

const currencyCode = z
  .string({ error: 'Enter a currency code such as USD.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code such as USD.');

// --- Bank transfer details by region ---

/** Countries whose bank accounts are IBANs (those ibantools knows an IBAN format for). */
const ibanCountries = new Set(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.chars !== null)
    .map(([code]) => code),
);
const usesIban = (country: string) => ibanCountries.has(country.toUpperCase());

const IBAN_EXAMPLE = 'DE89 3704 0044 0532 0130 00';

/** Kept in electronic format ('de89 3704…' → 'DE893704…'); shown in groups of four. */
const ibanField = z
  .string({ error: 'The IBAN must be text.' })
  .trim()
  .max(64, `Enter a valid IBAN, e.g. ${IBAN_EXAMPLE}.`)
  .overwrite((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => value === '' || isValidIBAN(value), `Enter a valid IBAN, e.g. ${IBAN_EXAMPLE}.`)
  .default('');

const bicField = z
  .string({ error: 'The BIC/SWIFT code must be text.' })
  .trim()
  .max(20, 'Enter a valid BIC/SWIFT code of 8 or 11 characters, e.g. COBADEFFXXX.')
  .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(
    (value) => value === '' || ((value.length === 8 || value.length === 11) && isValidBIC(value)),
    'Enter a valid BIC/SWIFT code of 8 or 11 characters, e.g. COBADEFFXXX.',
  )
  .default('');

/** A region as stored: each field checked on its own (see `bankTransferEntrySchema` for the whole). */
export const bankTransferStoredEntrySchema = z.object({
  region: text('Region name', 60),
  currency: currencyCode,
  /** ISO country codes separated by commas, or "default" for every other buyer. */
  countries: z
    .string({ error: 'List country codes or enter "default".' })
    .trim()
    .refine((value) => {
      if (value.toLowerCase() === DEFAULT_REGION) return true;
      const codes = parseCountryList(value);
      return codes.length > 0 && codes.every((code) => checkoutCountries.has(code));
    }, 'List two-letter country codes (e.g. GB, IE) separated by commas, or enter "default".'),
  accountHolder: optionalText('Account holder', 100),
  bankName: optionalText('Bank name', 100),
  iban: ibanField,
  /** BIC/SWIFT code. */
  bic: bicField,
  routingNumber: optionalText('Routing number', 40),
  accountNumber: optionalText('Account number', 40),
  /** One paragraph per line; {number} is replaced by the order number. */
  instructions: text('Instructions', 2000),
});
export type BankTransferEntry = z.infer<typeof bankTransferStoredEntrySchema>;

export const isDefaultRegion = (entry: Pick<BankTransferEntry, 'countries'>) =>
  entry.countries.trim().toLowerCase() === DEFAULT_REGION;

/**
 * A region as staff save it. Regions listing a country that uses IBAN give an IBAN and a BIC/SWIFT (their
 * buyers' banks need them); others give the account fields their buyers use, or keep the details in the
 * instructions as before. Regions saved before these fields existed still read
 * (`bankTransferStoredEntrySchema`).
 */
export const bankTransferEntrySchema = bankTransferStoredEntrySchema.superRefine((entry, issues) => {
  const ibanListed = isDefaultRegion(entry) ? [] : parseCountryList(entry.countries).filter(usesIban);
  if (ibanListed.length > 0) {
    const message = `Buyers in ${ibanListed.join(', ')} pay by IBAN: enter the region's IBAN and BIC/SWIFT.`;
    if (!entry.iban) issues.addIssue({ code: 'custom', message, path: ['iban'] });
    if (!entry.bic) issues.addIssue({ code: 'custom', message, path: ['bic'] });
  }
});

/** The bank fields of a region, empty (a new region, or text saved before the fields existed). */
export const NO_BANK_ACCOUNT = {
  accountHolder: '',
  bankName: '',
  iban: '',
  bic: '',
  routingNumber: '',
  accountNumber: '',
} satisfies Partial<BankTransferEntry>;

export const MAX_BANK_REGIONS = 20;

const bankTransferListSchema = z
  .array(bankTransferEntrySchema)
  .max(MAX_BANK_REGIONS, `Use at most ${MAX_BANK_REGIONS} regions.`)
  .superRefine((entries, issues) => {
    const defaults = entries.filter(isDefaultRegion).length;
    if (defaults !== 1) {
      issues.addIssue({
        code: 'custom',
        message:
          defaults === 0
            ? 'One region must be the default (countries "default") for every other buyer.'
            : 'Only one region can be the default.',
        path: [],
      });
    }
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (isDefaultRegion(entry)) return;
      for (const code of parseCountryList(entry.countries)) {
        const key = `${code}/${entry.currency.trim().toUpperCase()}`;
        const first = seen.get(key);
        if (first !== undefined && first !== index) {
          issues.addIssue({
            code: 'custom',
            message: `${code} is already in region ${first + 1} for the same currency.`,
            path: [index, 'countries'],
          });
          return;
        }
        seen.set(key, index);
      }
    });
  });

/** The account every buyer saw before regions existed. */
export const DEFAULT_BANK_TRANSFER: BankTransferEntry = {
  region: 'United States',
  currency: 'USD',
  countries: DEFAULT_REGION,
  ...NO_BANK_ACCOUNT,
  accountHolder: 'Atelier Plans Studio LLC',
  bankName: 'First Harbor Bank',
  routingNumber: '021000021',
  accountNumber: '4820193755',
  instructions: [
    'Use your order number {number} as the payment reference so we can match your payment.',
    'We confirm within one business day of receiving the funds; we then email you your download links, and they appear on your order page.',
  ].join('\n'),
};

/**
 * What a buyer is told to pay into: the region listing their country in the order's currency, else one
 * listing their country, else the default region. The details are the account's fields that are set, in
 * a fixed order, and the order number as the payment reference; in the paragraphs {number} becomes the
 * order number.
 */
export function bankTransferFor(
  entries: readonly BankTransferEntry[],
  buyer: { country: string | null | undefined; currency: string },
  orderNumber: string,
): PaymentInstructions {
  const country = buyer.country?.toUpperCase() ?? '';
  const lists = (entry: BankTransferEntry) =>
    !isDefaultRegion(entry) && parseCountryList(entry.countries).includes(country);
  const entry =
    entries.find(
      (candidate) => lists(candidate) && candidate.currency.toUpperCase() === buyer.currency.toUpperCase(),
    ) ??
    entries.find(lists) ??
    entries.find(isDefaultRegion) ??
    DEFAULT_BANK_TRANSFER;
  const details: [label: string, value: string][] = [
    ['Account holder', entry.accountHolder],
    ['Bank', entry.bankName],
    ['IBAN', entry.iban ? (friendlyFormatIBAN(entry.iban) ?? entry.iban) : ''],
    ['BIC/SWIFT', entry.bic],
    ['Routing number', entry.routingNumber],
    ['Account number', entry.accountNumber],
    ['Payment reference', orderNumber],
  ];
  return {
    details: details.flatMap(([label, value]) => (value ? [{ label, value }] : [])),
    paragraphs: linesOf(entry.instructions).map((line) => line.replaceAll('{number}', orderNumber)),
  };
}

// --- Tax rates ---

/** A percentage with at most two decimals, 0 to 100 (stored as basis points). */
const percent = z
  .number({ error: 'Enter a rate in percent, e.g. 8.25.' })
  .min(0, 'The rate cannot be negative.')
  .max(100, 'The rate cannot be above 100%.')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals.');

export const percentToBasisPoints = (value: number) => Math.round(value * 100);
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

export const MAX_TAX_COUNTRIES = 250;

export const taxSettingsSchema = z.object({
  /** For every country without its own rate. */
  defaultRatePercent: percent,
  byCountry: z
    .array(z.object({ country: countryCode, ratePercent: percent }))
    .max(MAX_TAX_COUNTRIES, `Use at most ${MAX_TAX_COUNTRIES} countries.`)
    .superRefine((rates, issues) => {
      const seen = new Set<string>();
      rates.forEach((rate, index) => {
        if (seen.has(rate.country)) {
          issues.addIssue({ code: 'custom', message: `${rate.country} has a rate already.`, path: [index, 'country'] });
        }
        seen.add(rate.country);
      });
    }),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxRatesOf = (taxes: TaxSettings): TaxRates => ({
  defaultBasisPoints: percentToBasisPoints(taxes.defaultRatePercent),
  byCountry: Object.fromEntries(taxes.byCountry.map((rate) => [rate.country, percentToBasisPoints(rate.ratePercent)])),
});

// --- Order e-mail sender ---

export const emailSenderSchema = z.object({
  senderName: text('Sender name', 80).refine(
    (value) => !/[<>"\r\n]/.test(value),
    'The sender name cannot contain < > or quotes.',
  ),
  senderAddress: emailAddress('Sender address'),
});
export type EmailSender = z.infer<typeof emailSenderSchema>;

/** 'Atelier Plans <studio@example.com>' */
export const formatSender = (sender: EmailSender) => `"${sender.senderName}" <${sender.senderAddress}>`;

// --- The whole form ---

export const shopSettingsSchema = z.object({
  studio: studioDetailsSchema,
  openingHours: openingHoursSchema,
  bankTransfer: bankTransferListSchema,
  taxes: taxSettingsSchema,
  email: emailSenderSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** PUT /api/admin/settings: the form plus the version it was read at (a concurrent save answers 409). */
export const shopSettingsUpdateSchema = shopSettingsSchema.extend({
  version: z.number({ error: 'The version is required.' }).int().nonnegative(),
});
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;

/**
 * The settings as read back. Regions saved before the bank fields existed answer as stored, without an
 * account; the form asks for one when staff next save.
 */
const shopSettingsReadSchema = shopSettingsSchema.extend({
  bankTransfer: z.array(bankTransferStoredEntrySchema),
});

/** GET and PUT /api/admin/settings answer. */
export const shopSettingsResponseSchema = z.object({
  settings: shopSettingsReadSchema,
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
  /** The e-mail sender the server falls back to when none is saved (MAIL_FROM). */
  defaultSender: z.string(),
  /** Whether SMTP is configured (the test e-mail can only be sent then). */
  smtpConfigured: z.boolean(),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponseSchema>;

export const testEmailRequestSchema = z.object({
  /** Defaults to the signed-in staff member's address. */
  to: emailAddress('Recipient').optional(),
});
export type TestEmailRequest = z.infer<typeof testEmailRequestSchema>;

export const testEmailResultSchema = z.object({
  ok: z.boolean(),
  to: z.string(),
  /** The SMTP server's answer, or why the message was not accepted. */
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

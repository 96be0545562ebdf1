import { z } from 'zod';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './cart.ts';
import { BASE_LICENCE, BUILDS_LABEL, isPerBuild, LICENCE_IDS, STUDY_LICENCE } from './licences.ts';
import { isPlanOptionId, PLAN_OPTION_IDS, sortPlanOptions } from './plan-options.ts';
import { promoCodeFieldSchema } from './promotions.ts';

/** ISO 3166-1 alpha-2 codes offered at checkout; names come from Intl.DisplayNames. */
const COUNTRY_CODES = (
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN ' +
  'CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR ' +
  'HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA ' +
  'RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG ' +
  'US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'
).split(' ');

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const COUNTRIES: readonly { code: string; name: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  name: regionNames.of(code) ?? code,
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

const countryCodes = new Set(COUNTRY_CODES);

export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Optional text: blank becomes undefined. */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const VAT_NUMBER_MAX = 30;
export const VAT_NUMBER_MESSAGE = 'Please enter a valid VAT number, e.g. DE123456789.';

/**
 * A VAT or tax number as typed (upper case): letters and digits, with spaces, dots, dashes or slashes
 * between them, at least one digit. Formats differ by country; whether it is registered is not checked.
 */
export const isVatNumber = (value: string) =>
  value.length >= 4 && /^[A-Z0-9](?:[A-Z0-9 ./-]*[A-Z0-9])?$/.test(value) && /\d/.test(value);

/** The checkout form; the browser and the server validate with this same schema. */
export const checkoutCustomerSchema = z.object({
  fullName: required('Full name', 120),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((email) => email.toLowerCase()),
  phone: optional('Phone', 40).refine(
    (phone) => phone === undefined || /^[+()\d\s.-]{5,40}$/.test(phone),
    'Please enter a valid phone number.',
  ),
  company: optional('Company', 120),
  /** Printed on the invoice (decision 045). */
  vatNumber: optional('VAT number', VAT_NUMBER_MAX)
    .transform((value) => value?.toUpperCase())
    .refine((value) => value === undefined || isVatNumber(value), VAT_NUMBER_MESSAGE),
  country: z
    .string({ error: 'Please choose a country.' })
    .refine((code) => countryCodes.has(code), 'Please choose a country.'),
  address: required('Billing address', 500),
  projectLocation: optional('Project location', 200),
  /** Where the plans will be built: printed on each line's licence certificate and plan set (decision 044). */
  buildSite: optional('Build site address', 300).transform((site) => site?.replace(/\s+/g, ' ')),
  notes: optional('Order notes', 2000),
  acceptLicence: z.literal(true, { error: 'Please accept the plan licence terms.' }),
});

export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

export const checkoutLineSchema = z
  .object({
    designId: z.string({ error: 'Each line needs a design.' }).trim().min(1, 'Each line needs a design.').max(64),
    /** Absent in requests from before licences existed: the base licence (decision 032). */
    licence: z.enum(LICENCE_IDS, { error: 'This licence is not offered.' }).default(BASE_LICENCE),
    quantity: z
      .number({ error: 'Quantity must be a whole number.' })
      .int('Quantity must be a whole number.')
      .min(MIN_CART_QUANTITY, `Quantity must be at least ${MIN_CART_QUANTITY}.`)
      .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY}.`),
    /** The plan options chosen (decision 043); whether the design offers them is the server's check. */
    options: z
      .array(z.string().refine(isPlanOptionId, 'This option is not offered.'), { error: 'Options must be a list.' })
      .max(PLAN_OPTION_IDS.length, 'This option is not offered.')
      .default([])
      .transform((ids) => sortPlanOptions(ids)),
  })
  .refine((line) => line.quantity === 1 || isPerBuild(line.licence), {
    message: `Only the single-build licence is bought by ${BUILDS_LABEL.toLowerCase()}.`,
    path: ['quantity'],
  })
  // A study set is for studying the design, not building it (decision 051).
  .refine((line) => line.licence !== STUDY_LICENCE || line.options.length === 0, {
    message: 'Plan options come with a build licence, not with a study set.',
    path: ['options'],
  });

/** An order number as typed: blank is none; spaces dropped and upper-cased ("ap-1234-abcd"). */
const studySetOrderFieldSchema = z
  .string({ error: 'The study set order number must be text.' })
  .max(40, 'Enter the order number of your study set, e.g. AP-7K2M-9QXD.')
  .optional()
  .transform((number) => number?.replace(/\s+/g, '').toUpperCase() || undefined);

/** Body of POST /api/checkout: design ids, licences, quantities and options only; any price sent is ignored. */
export const checkoutRequestSchema = checkoutCustomerSchema.extend({
  lines: z
    .array(checkoutLineSchema, { error: 'Your cart is empty.' })
    .min(1, 'Your cart is empty.')
    .max(100, 'Too many lines in one order.')
    .refine(
      (lines) => new Set(lines.map((line) => line.designId)).size === lines.length,
      'Each design may appear only once.',
    ),
  idempotencyKey: z
    .string({ error: 'A submission key is required.' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The submission key is not valid.'),
  /** One promotion code per order (decision 049); the server decides what it takes off. */
  promoCode: promoCodeFieldSchema,
  /** A study set's order, for a buyer not signed in to claim its credit (decision 051). */
  studySetOrder: studySetOrderFieldSchema,
});

export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/**
 * Body of POST /api/checkout/price: what the cart would cost now, a code's discount and a study set's
 * credit included, before the rest of the form is filled in. The e-mail (optional) lets a code's limit
 * per buyer be checked before the order.
 */
export const checkoutPriceRequestSchema = z.object({
  lines: checkoutRequestSchema.shape.lines,
  /** Not chosen yet: the default tax rate (the order is taxed at its country's). */
  country: z.union([z.literal(''), checkoutCustomerSchema.shape.country]).default(''),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((email) => email.toLowerCase())
    .catch(''),
  promoCode: promoCodeFieldSchema,
  studySetOrder: studySetOrderFieldSchema,
});
export type CheckoutPriceRequest = z.output<typeof checkoutPriceRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

/** Answer of POST /api/checkout. */
export interface CheckoutResult {
  orderNumber: string;
  /** The confirmation page, carrying the order's secret token. */
  confirmationUrl: string;
  /** Set when the buyer must continue on a hosted payment page. */
  paymentUrl?: string;
}

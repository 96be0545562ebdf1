import type { LicenceId } from '@atelier/domain';
import {
  DEFAULT_PLAN_OPTIONS,
  designPlanOptions,
  isFoundationOption,
  type PlanOptionSettings,
} from '@atelier/domain/plan-options';
import { minimumSubtotalMessage, PROMO_CODE_REFUSALS, type PromotionScope } from '@atelier/domain/promotions';
import { eq, inArray } from 'drizzle-orm';
import { designLicences, designs, settings } from '../db/schema/index.ts';
import { PLAN_OPTIONS_SETTING } from '../modules/settings/plan-options.ts';
import { SETTING_KEYS } from '../modules/settings/store.ts';
import type { TestApp } from './test-app.ts';

/*
 * A shop to price baskets in, and what a basket costs there worked out from first principles (list
 * prices, a running sale's percentage, the code's terms, the tax rates): independent of the pricing
 * code, so a test can hold every screen to it.
 */

/** Tax by billing country: the default for the others (US, FR). Odd rates, so tax is rounded. */
const TAX = { defaultBasisPoints: 825, byCountry: { GB: 2000, DE: 1900, CA: 733 } as Record<string, number> };
export const COUNTRIES = ['US', 'GB', 'DE', 'CA', 'FR'] as const;
export const taxRateOf = (country: string) => TAX.byCountry[country] ?? TAX.defaultBasisPoints;

/** Study sets offered (decision 051), at prices that do not divide evenly. */
const STUDY_PRICES: Record<string, number> = { 'design-002': 12_345, 'design-005': 30_000, 'design-010': 45_555 };
export const STUDY_DESIGNS = Object.keys(STUDY_PRICES);

/** The studio's plan options with odd prices; the pier foundation not offered at all. */
const PLAN_OPTIONS: PlanOptionSettings = {
  ...DEFAULT_PLAN_OPTIONS,
  basement: { offered: true, priceCents: 39_501, leadDays: 10 },
  pier: { offered: false, priceCents: 29_500, leadDays: 10 },
  reverse: { offered: true, priceCents: 9_999, leadDays: 2 },
  'materials-list': { offered: true, priceCents: 14_995, leadDays: 5 },
};

export interface ShopDesign {
  id: string;
  title: string;
  categoryId: string | null;
  /** Each licence it offers, at its list price. */
  listPrices: Partial<Record<LicenceId, number>>;
  /** The options a buyer may add (its own foundation is included, so not among them). */
  options: { id: string; priceCents: number }[];
}

/** Sets the shop up (taxes, plan options, study sets, a few odd prices) and reads its designs back. */
export async function setUpShop(app: TestApp): Promise<Map<string, ShopDesign>> {
  const db = app.database.db;
  const put = (key: string, value: unknown) =>
    db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  await put(SETTING_KEYS.taxDefault, TAX.defaultBasisPoints);
  await put(
    SETTING_KEYS.taxByCountry,
    Object.entries(TAX.byCountry).map(([country, basisPoints]) => ({ country, basisPoints })),
  );
  await put(PLAN_OPTIONS_SETTING.key, PLAN_OPTIONS);
  await db
    .insert(designLicences)
    .values(Object.entries(STUDY_PRICES).map(([designId, priceCents]) => ({ designId, licence: 'study', priceCents })));
  await db.update(designs).set({ priceCents: 239_999 }).where(eq(designs.id, 'design-011'));
  await db
    .update(designs)
    .set({ planOptions: ['reverse', 'slab'] })
    .where(eq(designs.id, 'design-003'));

  const rows = await db.select().from(designs).where(eq(designs.status, 'published'));
  const extras = await db
    .select()
    .from(designLicences)
    .where(
      inArray(
        designLicences.designId,
        rows.map((row) => row.id),
      ),
    );
  return new Map(
    rows.map((row) => {
      const offer = designPlanOptions(PLAN_OPTIONS, row.foundation, row.planOptions);
      const listPrices: Partial<Record<LicenceId, number>> = { 'pdf-single': row.priceCents };
      for (const extra of extras.filter((entry) => entry.designId === row.id)) {
        listPrices[extra.licence as LicenceId] = extra.priceCents;
      }
      const options = [...offer.foundations, ...offer.addOns].map(({ id, priceCents }) => ({ id, priceCents }));
      return [row.id, { id: row.id, title: row.title, categoryId: row.categoryId, listPrices, options }];
    }),
  );
}

/** A checkout line as the API takes it. */
export interface BasketLine {
  designId: string;
  licence: LicenceId;
  quantity: number;
  options: string[];
}

/** A drawn line made one the design sells: its licence if offered, builds for the single-build licence only, options it offers (one foundation). */
export function sellable(
  shop: ReadonlyMap<string, ShopDesign>,
  drawn: { designId: string; licence: LicenceId; builds: number; optionPicks: number[] },
): BasketLine {
  const design = shop.get(drawn.designId);
  if (!design) throw new Error(`no design ${drawn.designId}`);
  const licence = design.listPrices[drawn.licence] === undefined ? 'pdf-single' : drawn.licence;
  const picked =
    licence === 'study' ? [] : drawn.optionPicks.map((pick) => design.options[pick % design.options.length]);
  const chosen = [...new Set(picked.filter((option) => option !== undefined).map((option) => option.id))];
  const foundation = chosen.find(isFoundationOption);
  return {
    designId: drawn.designId,
    licence,
    quantity: licence === 'pdf-single' ? drawn.builds : 1,
    options: chosen.filter((id) => id === foundation || !isFoundationOption(id)),
  };
}

/** Percent off a design now: the largest running sale of it or of its category, or null. */
export type SaleNow = (design: ShopDesign) => number | null;

/** A price less a sale's percentage, rounded half up to the cent. */
const reduced = (cents: number, percentOff: number | null) =>
  percentOff === null ? cents : Math.floor((cents * (100 - percentOff) + 50) / 100);

/** A licence's price now. */
export function licencePriceNow(
  shop: ReadonlyMap<string, ShopDesign>,
  saleNow: SaleNow,
  designId: string,
  licence: LicenceId,
) {
  const design = shop.get(designId);
  const list = design?.listPrices[licence];
  if (!design || list === undefined) throw new Error(`${designId} offers no ${licence}`);
  return reduced(list, saleNow(design));
}

export interface ExpectedLine {
  designId: string;
  licence: LicenceId;
  quantity: number;
  unitPriceCents: number;
  optionCents: number[];
  lineTotalCents: number;
}

/** The basket's lines at the prices now: the licence reduced by a running sale, options at the studio's price. */
export function expectedLines(
  shop: ReadonlyMap<string, ShopDesign>,
  saleNow: SaleNow,
  lines: readonly BasketLine[],
): ExpectedLine[] {
  return lines.map((line) => {
    const design = shop.get(line.designId);
    const unitPriceCents = licencePriceNow(shop, saleNow, line.designId, line.licence);
    const optionCents = line.options.map(
      (id) => design?.options.find((option) => option.id === id)?.priceCents ?? Number.NaN,
    );
    const lineTotalCents = unitPriceCents * line.quantity + optionCents.reduce((sum, cents) => sum + cents, 0);
    return { ...line, unitPriceCents, optionCents, lineTotalCents };
  });
}

/** A code's terms as staff set them. */
export interface CodeTerms {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  scope: PromotionScope;
  scopeValues: string[];
}

/**
 * What the code takes off these lines, or the message it is refused with: the minimum against the whole
 * subtotal, then a percentage of the covered lines rounded half up, or the amount, at most what they cost.
 */
export function expectedDiscount(
  shop: ReadonlyMap<string, ShopDesign>,
  terms: CodeTerms,
  lines: readonly ExpectedLine[],
): { cents: number; covered: boolean[] } | { refusal: string } {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (subtotal < terms.minSubtotalCents) return { refusal: minimumSubtotalMessage(terms.minSubtotalCents) };
  const covered = lines.map((line) => {
    if (terms.scope === 'all') return true;
    if (terms.scope === 'designs') return terms.scopeValues.includes(line.designId);
    if (terms.scope === 'licences') return terms.scopeValues.includes(line.licence);
    const category = shop.get(line.designId)?.categoryId;
    return category !== null && category !== undefined && terms.scopeValues.includes(category);
  });
  const coveredCents = lines.reduce((sum, line, index) => sum + (covered[index] ? line.lineTotalCents : 0), 0);
  if (coveredCents === 0) return { refusal: PROMO_CODE_REFUSALS.outOfScope };
  const cents =
    terms.percentOff !== null
      ? Math.floor((coveredCents * terms.percentOff + 50) / 100)
      : Math.min(terms.amountOffCents ?? 0, coveredCents);
  return { cents, covered };
}

/** Tax at `basisPoints` on what is left after the reductions, rounded half up to the cent. */
export const expectedTax = (taxableCents: number, basisPoints: number) =>
  Math.floor((taxableCents * basisPoints + 5_000) / 10_000);

import { type LicenceOption, STUDY_LICENCE } from '@atelier/domain/licences';
import { lineTotalOf } from '@atelier/domain/line-total';
import type { Cents } from '@atelier/domain/money';
import { choosePlanOptions, type DesignPlanOptions, type PlanOptionOffer } from '@atelier/domain/plan-options';

/** A design page's choice: a licence the design offers, and the plan options it offers (decision 043). */
export interface PurchaseChoice {
  licence: LicenceOption;
  /** In their fixed order, without the design's own foundation (it is included). */
  options: PlanOptionOffer[];
}

/** A design without options to choose (the compact form adds none). */
const NO_PLAN_OPTIONS: DesignPlanOptions = { includedFoundation: null, foundations: [], addOns: [] };

/**
 * The licence and the options asked for (`optionValues`: the foundation radio's and the add-on
 * checkboxes' values), as the design offers and prices them; null when it offers no such licence or
 * the options are not a valid choice (the cart action then answers why).
 */
export function purchaseChoice(
  licences: readonly LicenceOption[],
  offer: DesignPlanOptions | null,
  licenceId: unknown,
  optionValues: readonly unknown[],
): PurchaseChoice | null {
  const licence = licences.find((option) => option.id === licenceId);
  // A study set is for studying the design, not building it: it comes without plan options (decision 051).
  const options = choosePlanOptions(
    licence?.id === STUDY_LICENCE ? NO_PLAN_OPTIONS : (offer ?? NO_PLAN_OPTIONS),
    licence?.id === STUDY_LICENCE ? [] : optionValues.filter((value) => typeof value === 'string'),
  );
  return licence && options.ok ? { licence, options: options.options } : null;
}

/** The choice the add-to-cart form posts: its licence, its foundation and each add-on checked. */
export function postedChoice(
  form: FormData,
  licences: readonly LicenceOption[],
  offer: DesignPlanOptions | null,
): PurchaseChoice | null {
  return purchaseChoice(licences, offer, form.get('licence'), [...form.getAll('foundation'), ...form.getAll('option')]);
}

/** The price of a choice: the order's line total for one build of its licence, with its options. */
export const purchasePrice = (choice: PurchaseChoice): Cents =>
  lineTotalOf({ unitPriceCents: choice.licence.priceCents, quantity: 1, options: choice.options });

/** The regular price of a choice while a sale reduces its licence (decision 050); undefined otherwise. */
export const purchaseListPrice = (choice: PurchaseChoice): Cents | undefined =>
  choice.licence.listPriceCents === undefined
    ? undefined
    : lineTotalOf({ unitPriceCents: choice.licence.listPriceCents, quantity: 1, options: choice.options });

import { FOUNDATIONS, type Foundation } from './design-facts.ts';
import type { Cents } from './money.ts';

/*
 * Plan options (docs/decisions/043-plan-options.md): what a buyer may add to a design's plan set.
 * - **Foundation**: the design is drawn on its own foundation, included at no charge; the other
 *   foundations are offered at the studio's price each (one foundation per plan set).
 * - **Add-ons**: a right-reading reverse and a materials list.
 * The studio prices each option, sets its lead time (the days its drawing takes once the order is paid:
 * every option bought is drawn for that order, a task on it) and whether it is offered at all (settings);
 * a design may offer fewer. Extra
 * builds are the single-build licence's "Number of builds", not an option of their own.
 *
 * Plain lists and functions (no zod): the storefront's design page uses them.
 */

export const ADD_ON_IDS = ['reverse', 'materials-list'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];
export type PlanOptionId = Foundation | AddOnId;

export const FOUNDATION_IDS: readonly Foundation[] = FOUNDATIONS.map((foundation) => foundation.id);
/** Every option in the order the design page, the cart and the order list them: foundations first. */
export const PLAN_OPTION_IDS: readonly PlanOptionId[] = [...FOUNDATION_IDS, ...ADD_ON_IDS];

export const PLAN_OPTION_LIMITS = {
  /** The most an option may cost, in cents ($20,000). */
  maxPriceCents: 2_000_000,
  /** The shortest and longest lead time, in days. */
  minLeadDays: 1,
  maxLeadDays: 90,
} as const;

const ADD_ON_TEXT: Readonly<Record<AddOnId, { label: string; summary: string }>> = {
  reverse: {
    label: 'Right-reading reverse',
    summary: 'The plans mirrored, with every word and dimension reading the right way round.',
  },
  'materials-list': {
    label: 'Materials list',
    summary: 'The quantities of framing, sheathing, roofing, windows and finishes the design needs.',
  },
};

/** One letter per option, for the cart cookie (cart.ts), which must stay under 4 kB with 40 lines. */
export const PLAN_OPTION_CODES: Readonly<Record<PlanOptionId, string>> = {
  slab: 's',
  crawlspace: 'c',
  basement: 'b',
  'walkout-basement': 'w',
  pier: 'p',
  reverse: 'r',
  'materials-list': 'm',
};

/** The options a cookie's letters name, in order; `null` when any letter is not an option's. */
export function planOptionsFromCodes(codes: string): PlanOptionId[] | null {
  const ids: PlanOptionId[] = [];
  for (const code of codes) {
    const id = PLAN_OPTION_IDS.find((option) => PLAN_OPTION_CODES[option] === code);
    if (!id) return null;
    ids.push(id);
  }
  return sortPlanOptions(ids);
}

export function isPlanOptionId(value: unknown): value is PlanOptionId {
  return typeof value === 'string' && (PLAN_OPTION_IDS as readonly string[]).includes(value);
}

export function isFoundationOption(id: string): id is Foundation {
  return (FOUNDATION_IDS as readonly string[]).includes(id);
}

/** The label an option is bought and delivered under ("Basement foundation", "Materials list"). */
export function planOptionLabel(id: PlanOptionId): string {
  if (isFoundationOption(id)) {
    const foundation = FOUNDATIONS.find((entry) => entry.id === id);
    return `${foundation?.label ?? id} foundation`;
  }
  return ADD_ON_TEXT[id].label;
}

/** One sentence for the design page. */
export function planOptionSummary(id: PlanOptionId): string {
  if (isFoundationOption(id)) return 'The foundation plan and sections redrawn for this foundation.';
  return ADD_ON_TEXT[id].summary;
}

/** The studio's terms for one option. */
export interface PlanOptionTerms {
  offered: boolean;
  priceCents: Cents;
  /** Days from payment until its drawing is due (PLAN_OPTION_LIMITS). */
  leadDays: number;
}

export type PlanOptionSettings = Record<PlanOptionId, PlanOptionTerms>;

/**
 * Until staff save their own: the usual prices of plan shops (a reverse about $100, a foundation change a
 * few hundred dollars) and lead times of two days to three weeks.
 */
export const DEFAULT_PLAN_OPTIONS: PlanOptionSettings = {
  slab: { offered: true, priceCents: 25_000, leadDays: 7 },
  crawlspace: { offered: true, priceCents: 25_000, leadDays: 7 },
  basement: { offered: true, priceCents: 39_500, leadDays: 10 },
  'walkout-basement': { offered: true, priceCents: 49_500, leadDays: 14 },
  pier: { offered: true, priceCents: 29_500, leadDays: 10 },
  reverse: { offered: true, priceCents: 10_000, leadDays: 2 },
  'materials-list': { offered: true, priceCents: 15_000, leadDays: 5 },
};

/** An option as one design offers it. */
export interface PlanOptionOffer {
  id: PlanOptionId;
  label: string;
  summary: string;
  priceCents: Cents;
  leadDays: number;
}

/** A design's options: its own foundation (included), the other foundations, and the add-ons. */
export interface DesignPlanOptions {
  includedFoundation: Foundation | null;
  foundations: PlanOptionOffer[];
  addOns: PlanOptionOffer[];
}

const offerOf = (id: PlanOptionId, terms: PlanOptionTerms): PlanOptionOffer => ({
  id,
  label: planOptionLabel(id),
  summary: planOptionSummary(id),
  priceCents: terms.priceCents,
  leadDays: terms.leadDays,
});

/**
 * What one design offers: the studio's offered options, narrowed to the design's own list when staff set
 * one (`designOffered`, null for all). Its own foundation is never sold; without a foundation of its own
 * no other is offered either (there is nothing to redraw from).
 */
export function designPlanOptions(
  studio: PlanOptionSettings,
  includedFoundation: string | null,
  designOffered: readonly string[] | null,
): DesignPlanOptions {
  const included = includedFoundation && isFoundationOption(includedFoundation) ? includedFoundation : null;
  const offered = (id: PlanOptionId) => studio[id].offered && (designOffered === null || designOffered.includes(id));
  return {
    includedFoundation: included,
    foundations: included
      ? FOUNDATION_IDS.filter((id) => id !== included && offered(id)).map((id) => offerOf(id, studio[id]))
      : [],
    addOns: ADD_ON_IDS.filter(offered).map((id) => offerOf(id, studio[id])),
  };
}

export const hasPlanOptions = (options: DesignPlanOptions) => options.foundations.length + options.addOns.length > 0;

/** The chosen options in their fixed order, without repeats or unknown ids (a cart's canonical form). */
export function sortPlanOptions(ids: readonly string[]): PlanOptionId[] {
  const chosen = new Set(ids);
  return PLAN_OPTION_IDS.filter((id) => chosen.has(id));
}

/** Everything a design sells, foundations first: the fixed order of PLAN_OPTION_IDS. */
const offersOf = (offer: DesignPlanOptions): PlanOptionOffer[] => [...offer.foundations, ...offer.addOns];

/**
 * What a cart line keeps of its options: those the design still offers, in their fixed order, and one
 * foundation at most (the first; only a tampered cookie holds two). The design's own foundation is not
 * sold, so it is left out too. Unlike `choosePlanOptions`, nothing is refused: the line stays.
 */
export function keepOfferedOptions(
  offer: DesignPlanOptions | undefined,
  requested: readonly string[],
): PlanOptionOffer[] {
  if (!offer || requested.length === 0) return [];
  const kept = offersOf(offer).filter((option) => requested.includes(option.id));
  const foundation = kept.find((option) => isFoundationOption(option.id));
  return kept.filter((option) => option === foundation || !isFoundationOption(option.id));
}

export type PlanOptionChoice = { ok: true; options: PlanOptionOffer[] } | { ok: false; message: string };

/**
 * Checks a buyer's choice against what the design offers: the design's own foundation is included (asking
 * for it adds nothing); at most one other foundation; nothing the design does not offer.
 */
export function choosePlanOptions(offer: DesignPlanOptions, requested: readonly string[]): PlanOptionChoice {
  const byId = new Map(offersOf(offer).map((option) => [option.id as string, option]));
  const wanted = sortPlanOptions(requested.filter((id) => id !== offer.includedFoundation));
  if (wanted.length !== new Set(requested.filter((id) => id !== offer.includedFoundation)).size) {
    return { ok: false, message: 'This option is not offered.' };
  }
  if (wanted.filter(isFoundationOption).length > 1) return { ok: false, message: 'Choose one foundation.' };
  const options: PlanOptionOffer[] = [];
  for (const id of wanted) {
    const option = byId.get(id);
    if (!option) return { ok: false, message: `${planOptionLabel(id)} is not offered for this design.` };
    options.push(option);
  }
  return { ok: true, options };
}

export function planOptionsTotal(options: readonly { priceCents: Cents }[]): Cents {
  return options.reduce((sum, option) => sum + option.priceCents, 0);
}

/** "Drawn within 7 days of payment". */
export function leadTimeText(leadDays: number): string {
  return `Drawn within ${leadDays} ${leadDays === 1 ? 'day' : 'days'} of payment`;
}

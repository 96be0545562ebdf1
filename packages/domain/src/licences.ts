import type { Cents } from './money.ts';
import type { PlanFileKind } from './plan-files.ts';
import { salePrice } from './price-sales.ts';

/*
 * Plan licences (docs/decisions/032-plan-licences.md). A design is sold under one or more licences:
 * the PDF plan set for a single build is always offered, at the design's price; staff may offer the CAD
 * files and unlimited builds too, each at its own price. The licence decides which files the buyer
 * receives and whether the cart's quantity means anything (the number of builds, single-build only).
 */
export const LICENCE_IDS = ['pdf-single', 'cad', 'unlimited', 'study'] as const;
export type LicenceId = (typeof LICENCE_IDS)[number];

/** The licence every design offers, priced by the design's own price (the price the spec shows). */
export const BASE_LICENCE: LicenceId = 'pdf-single';
/** The licences staff may add to a design, each with its own price. */
export const EXTRA_LICENCE_IDS = ['cad', 'unlimited', 'study'] as const satisfies readonly LicenceId[];

/**
 * The study set (decision 051): the plan set to study and price a design, every page watermarked "NOT
 * FOR CONSTRUCTION". Its price is credited on a build licence of the same design bought within
 * `STUDY_SET_CREDIT_DAYS` of paying for it.
 */
export const STUDY_LICENCE = 'study' satisfies LicenceId;
export const STUDY_SET_CREDIT_DAYS = 180;
/** The licences a study set's price is credited on: those that license building the design. */
export const BUILD_LICENCE_IDS = ['pdf-single', 'cad', 'unlimited'] as const satisfies readonly LicenceId[];
export const isBuildLicence = (id: string) => (BUILD_LICENCE_IDS as readonly string[]).includes(id);
/**
 * A modification quote's deposit or balance (decision 053): a line of an order of its own, for the design
 * the quote changes. Not a licence a design is sold under (no cart can buy it) and it grants none of the
 * design's files; the balance's order delivers the quote's final drawings.
 */
export const MODIFICATION_LINE = 'modification';
export const MODIFICATION_LINE_LABEL = 'Plan modification';
/** What an order line is bought as: a licence, or a modification quote's payment. */
export type LineLicence = LicenceId | typeof MODIFICATION_LINE;
export const LINE_LICENCE_IDS = [...LICENCE_IDS, MODIFICATION_LINE] as const;
export const isLineLicence = (value: unknown): value is LineLicence =>
  typeof value === 'string' && (LINE_LICENCE_IDS as readonly string[]).includes(value);

export type ExtraLicenceId = (typeof EXTRA_LICENCE_IDS)[number];

export interface LicenceTerms {
  id: LicenceId;
  label: string;
  /** One sentence for the design page and the order. */
  summary: string;
  /** The files a buyer receives (PLAN_FILE_KIND_LABELS names them). */
  files: readonly PlanFileKind[];
  /** Only a single-build licence is bought per build: its quantity is the number of builds. */
  perBuild: boolean;
}

export const LICENCES: Readonly<Record<LicenceId, LicenceTerms>> = {
  'pdf-single': {
    id: 'pdf-single',
    label: 'PDF plan set, single build',
    summary: 'The printable plan set, licensed to build the design once.',
    files: ['plan-set'],
    perBuild: true,
  },
  cad: {
    id: 'cad',
    label: 'CAD files',
    summary: 'The plan set and the editable CAD drawings, for your architect or engineer to adapt.',
    files: ['plan-set', 'cad'],
    perBuild: false,
  },
  unlimited: {
    id: 'unlimited',
    label: 'Unlimited builds',
    summary: 'The plan set and the CAD drawings, licensed to build the design as often as you like.',
    files: ['plan-set', 'cad'],
    perBuild: false,
  },
  study: {
    id: 'study',
    label: 'Study set — not for construction',
    summary:
      'The plan set to study and price the design, watermarked “NOT FOR CONSTRUCTION”. Its price is credited if you buy a build licence of this design within 180 days.',
    files: ['plan-set'],
    perBuild: false,
  },
};

const MODIFICATION_TERMS: Omit<LicenceTerms, 'id'> = {
  label: MODIFICATION_LINE_LABEL,
  summary: 'Changes to the plans, drawn by the studio to the quote you accepted.',
  files: [],
  perBuild: false,
};

/** What an order line's licence is, says and opens: a licence's terms, or a modification payment's (no files). */
export const lineLicenceTerms = (licence: LineLicence): Omit<LicenceTerms, 'id'> =>
  licence === MODIFICATION_LINE ? MODIFICATION_TERMS : LICENCES[licence];

/** The label of the number a single-build licence is bought in. */
export const BUILDS_LABEL = 'Number of builds';

/** A licence as a design offers it: the terms and this design's price. */
export interface LicenceOption extends LicenceTerms {
  priceCents: Cents;
  /** The regular price while a sale reduces `priceCents` (decision 050); absent otherwise. */
  listPriceCents?: Cents;
}

export function isLicenceId(value: unknown): value is LicenceId {
  return typeof value === 'string' && (LICENCE_IDS as readonly string[]).includes(value);
}

export function isExtraLicenceId(value: unknown): value is ExtraLicenceId {
  return typeof value === 'string' && (EXTRA_LICENCE_IDS as readonly string[]).includes(value);
}

/** The label of a stored licence id; an id this code does not know reads as itself. */
export function licenceLabel(id: string): string {
  if (id === MODIFICATION_LINE) return MODIFICATION_LINE_LABEL;
  return isLicenceId(id) ? LICENCES[id].label : id;
}

/** Whether this licence is bought per build (a stored id this code does not know is not). */
export function isPerBuild(id: string): boolean {
  return isLicenceId(id) && LICENCES[id].perBuild;
}

/**
 * The licences of a design in their fixed order: the base licence, then the extras staff priced, each
 * reduced by a running sale's `salePercentOff` (the regular price kept beside it).
 */
export function licenceOptions(
  basePriceCents: Cents,
  extras: readonly { licence: string; priceCents: Cents }[],
  salePercentOff: number | null = null,
): LicenceOption[] {
  const priced = new Map(extras.map((extra) => [extra.licence, extra.priceCents]));
  return LICENCE_IDS.flatMap((id): LicenceOption[] => {
    const listPrice = id === BASE_LICENCE ? basePriceCents : priced.get(id);
    if (listPrice === undefined) return [];
    if (!salePercentOff) return [{ ...LICENCES[id], priceCents: listPrice }];
    return [{ ...LICENCES[id], priceCents: salePrice(listPrice, salePercentOff), listPriceCents: listPrice }];
  });
}

/** A design's licences as they are priced now: its regular prices and its running sale. */
export function designLicenceOptions(
  design: { price: Cents; sale: { percentOff: number; listPrice: Cents } | null },
  extras: readonly { licence: string; priceCents: Cents }[],
): LicenceOption[] {
  return licenceOptions(design.sale?.listPrice ?? design.price, extras, design.sale?.percentOff ?? null);
}

/**
 * The demo catalogue's extra licences: CAD files at 2.5 times and unlimited builds at 4 times the plan
 * set's price, rounded to whole dollars (the usual spread of plan shops).
 */
export const DEMO_LICENCE_MULTIPLES = { cad: 2.5, unlimited: 4 } as const satisfies Partial<
  Record<ExtraLicenceId, number>
>;
/** The licences the demo catalogue prices (a study set is offered where staff price one). */
export const DEMO_LICENCE_IDS = Object.keys(DEMO_LICENCE_MULTIPLES) as (keyof typeof DEMO_LICENCE_MULTIPLES)[];

export function demoLicencePrice(basePriceCents: Cents, licence: keyof typeof DEMO_LICENCE_MULTIPLES): Cents {
  return Math.round((basePriceCents * DEMO_LICENCE_MULTIPLES[licence]) / 100) * 100;
}

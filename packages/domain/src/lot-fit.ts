/**
 * "Fits my lot": a lot's width and depth in feet, and the setbacks the local rules ask for, leave a
 * buildable area; a design fits when its footprint (width × depth) fits inside it. The URL parameters
 * are part of the interface: `lotWidth`, `lotDepth`, `setbackFront`, `setbackRear`, `setbackSide`.
 */

export const LOT_KEYS = ['lotWidth', 'lotDepth', 'setbackFront', 'setbackRear', 'setbackSide'] as const;
export type LotKey = (typeof LOT_KEYS)[number];

export interface Lot {
  lotWidth: number;
  lotDepth: number;
  setbackFront: number;
  setbackRear: number;
  /** On each side. */
  setbackSide: number;
}

/** The setbacks a lot gets when the visitor gives none: common suburban minimums. */
export const DEFAULT_SETBACKS = { setbackFront: 25, setbackRear: 25, setbackSide: 5 } as const;

const MAX_LOT_FEET = 10_000;

/** A whole number of feet from 0 to 10,000, else undefined (a malformed value is dropped, as elsewhere). */
function feet(value: unknown, { min }: { min: number }): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  if (typeof text === 'string' && !/^\s*\d{1,5}\s*$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isInteger(number) && number >= min && number <= MAX_LOT_FEET ? number : undefined;
}

/** The lot of a parsed query string: only when both its width and its depth are given. */
export function parseLot(raw: Record<string, unknown>): Lot | undefined {
  const lotWidth = feet(raw.lotWidth, { min: 1 });
  const lotDepth = feet(raw.lotDepth, { min: 1 });
  if (lotWidth === undefined || lotDepth === undefined) return undefined;
  return {
    lotWidth,
    lotDepth,
    setbackFront: feet(raw.setbackFront, { min: 0 }) ?? DEFAULT_SETBACKS.setbackFront,
    setbackRear: feet(raw.setbackRear, { min: 0 }) ?? DEFAULT_SETBACKS.setbackRear,
    setbackSide: feet(raw.setbackSide, { min: 0 }) ?? DEFAULT_SETBACKS.setbackSide,
  };
}

/** The lot's URL parameters, the setbacks only where they differ from the defaults (one URL per lot). */
export function lotParams(lot: Lot | undefined): [LotKey, string][] {
  if (!lot) return [];
  return LOT_KEYS.filter((key) => key === 'lotWidth' || key === 'lotDepth' || lot[key] !== DEFAULT_SETBACKS[key]).map(
    (key) => [key, String(lot[key])],
  );
}

/** The width and depth left to build on (zero when the setbacks take the whole lot). */
export function buildableArea(lot: Lot): { width: number; depth: number } {
  return {
    width: Math.max(0, lot.lotWidth - 2 * lot.setbackSide),
    depth: Math.max(0, lot.lotDepth - lot.setbackFront - lot.setbackRear),
  };
}

/**
 * The footprint limits a marketplace query sets: its own maximum width and depth, narrowed by the
 * buildable area of its lot.
 */
export function footprintLimits(query: { maxWidth?: number; maxDepth?: number; lot?: Lot }): {
  maxWidth?: number;
  maxDepth?: number;
} {
  if (!query.lot) return { maxWidth: query.maxWidth, maxDepth: query.maxDepth };
  const buildable = buildableArea(query.lot);
  const lower = (own: number | undefined, lot: number) => (own === undefined ? lot : Math.min(own, lot));
  return { maxWidth: lower(query.maxWidth, buildable.width), maxDepth: lower(query.maxDepth, buildable.depth) };
}

/** The feet left beside and behind a design on the lot's buildable area; null when it does not fit or states no footprint. */
export function lotMargins(
  lot: Lot,
  design: { widthFt: number | null; depthFt: number | null },
): { width: number; depth: number } | null {
  if (design.widthFt === null || design.depthFt === null) return null;
  const buildable = buildableArea(lot);
  const width = buildable.width - design.widthFt;
  const depth = buildable.depth - design.depthFt;
  return width >= 0 && depth >= 0 ? { width, depth } : null;
}

/** "12 ft to spare in width, 30 ft in depth". */
export const marginsText = (margins: { width: number; depth: number }) =>
  `${margins.width} ft to spare in width, ${margins.depth} ft in depth`;

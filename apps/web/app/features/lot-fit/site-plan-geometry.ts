import { buildableArea, type Lot, lotMargins } from '@atelier/domain/lot-fit';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Label {
  x: number;
  y: number;
}

/** How many label heights the larger side of the drawing spans: labels keep one size on screen whatever the lot. */
const LABELS_PER_SIDE = 24;

/**
 * A site plan in feet, as an SVG draws it: the lot with its rear at the top (y = 0) and the street at
 * the bottom (y = lot depth); the buildable area inside the setbacks; the design's footprint with its
 * front on the front setback line, centred across the lot (past the setbacks, even past the lot, when
 * it does not fit).
 */
export interface SitePlanGeometry {
  /** The lot, anything of the footprint beyond it, and room around them for the labels and the street. */
  viewBox: Rect;
  /** The labels' font size, in feet; strokes and dashes are in proportion to it. */
  fontSize: number;
  lot: Rect;
  buildable: Rect;
  street: Rect;
  /** Null when the design states no width or depth. */
  footprint: Rect | null;
  /** The feet left beside and behind the footprint; null when it does not fit (or is unknown). */
  margins: { width: number; depth: number } | null;
  /** The feet by which the footprint is too wide and too deep (0 where it fits); null when unknown. */
  overflow: { width: number; depth: number } | null;
  labels: { lotWidth: Label; lotDepth: Label; street: Label; footprint: Label | null };
}

export function sitePlanGeometry(
  lot: Lot,
  design: { widthFt: number | null; depthFt: number | null },
): SitePlanGeometry {
  const { lotWidth, lotDepth } = lot;
  const area = buildableArea(lot);
  // The front setback line, kept on the lot when the setback is deeper than the lot itself.
  const frontLine = Math.max(0, lotDepth - lot.setbackFront);
  const buildable = {
    x: (lotWidth - area.width) / 2,
    y: frontLine - area.depth,
    width: area.width,
    height: area.depth,
  };
  const footprint =
    design.widthFt === null || design.depthFt === null
      ? null
      : {
          x: (lotWidth - design.widthFt) / 2,
          y: frontLine - design.depthFt,
          width: design.widthFt,
          height: design.depthFt,
        };

  const left = Math.min(0, footprint?.x ?? 0);
  const right = Math.max(lotWidth, footprint ? footprint.x + footprint.width : 0);
  const top = Math.min(0, footprint?.y ?? 0);
  const fontSize = Math.max(right - left, lotDepth - top) / LABELS_PER_SIDE;
  // Two label heights on each side and above (the lot's depth and width), the street below.
  const pad = 2 * fontSize;
  const street = { x: left - pad, y: lotDepth + fontSize / 2, width: right - left + 2 * pad, height: 2 * fontSize };

  return {
    viewBox: { x: left - pad, y: top - pad, width: street.width, height: street.y + street.height - (top - pad) },
    fontSize,
    lot: { x: 0, y: 0, width: lotWidth, height: lotDepth },
    buildable,
    street,
    footprint,
    margins: lotMargins(lot, design),
    overflow: footprint && {
      width: Math.max(0, footprint.width - area.width),
      depth: Math.max(0, footprint.height - area.depth),
    },
    labels: {
      lotWidth: { x: lotWidth / 2, y: top - fontSize },
      lotDepth: { x: left - fontSize, y: lotDepth / 2 },
      street: { x: lotWidth / 2, y: street.y + street.height / 2 },
      footprint: footprint && { x: footprint.x + footprint.width / 2, y: footprint.y + footprint.height / 2 },
    },
  };
}

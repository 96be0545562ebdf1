/**
 * The texts of a floor plan drawn from the building model (decision 073): how wide they are estimated,
 * how they are set, and what they say in either unit. Light (no geometry), for the page that draws them.
 */
import { formatArea, formatFeetInches, formatRoomSize } from '../floor-plans.ts';

/** Drawing units per foot: inches, so that no text is drawn below a few units. */
export const DRAWING_UNITS_PER_FOOT = 12;

/** How wide a character of the plan's sans-serif is, in ems, by class: generous for every face the page may use. */
function charEm(char: string): number {
  if (char === 'M' || char === 'W') return 0.95;
  if (char >= 'A' && char <= 'Z') return 0.74;
  if (char >= '0' && char <= '9') return 0.62;
  if (char === 'm' || char === 'w') return 0.85;
  if (char >= 'a' && char <= 'z') return 0.58;
  if (' .,′″\'"-'.includes(char)) return 0.38;
  return 0.75;
}

/** The estimated width of a text at a font size (same unit as the size). */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) ems += charEm(char);
  return ems * size;
}

/** A line's height, font size included, as the plan sets it. */
export const LINE_HEIGHT = 1.25;
/** The size line's font is this share of the name's. */
export const SIZE_LINE_SCALE = 0.82;

export interface TextBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** Whether two boxes share some area. */
export const boxesOverlap = (a: TextBox, b: TextBox): boolean =>
  Math.abs(a.cx - b.cx) * 2 < a.width + b.width && Math.abs(a.cy - b.cy) * 2 < a.height + b.height;

/** The room's size as its label and schedule say it, in either unit: W × D for a rectangle, its area otherwise. */
export function roomSizeTexts(room: { widthFt: number; depthFt: number; areaSqFt: number; rectangular: boolean }) {
  return room.rectangular
    ? [formatRoomSize(room, 'imperial'), formatRoomSize(room, 'metric')]
    : [formatArea(room.areaSqFt, 'imperial'), formatArea(room.areaSqFt, 'metric')];
}

/** A dimension's text in either unit. */
export const dimensionTexts = (feet: number): string[] => [formatFeetInches(feet), `${(feet * 0.3048).toFixed(2)} m`];

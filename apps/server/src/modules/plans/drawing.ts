import type { PDFFont, PDFOperator, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../../lazy-package.ts';
import { feetAndInches } from './floor-plan.ts';

/**
 * Drawing on a plan set sheet: an ARCH D sheet, the area drawings go in, true scales, and a pen that
 * draws lines, shapes and text in points. pdf-lib is loaded when a plan set is first drawn, so the
 * colours are written out rather than made with its rgb().
 */

/** ARCH D (24 × 36 in) in landscape, in points. */
export const SHEET: [width: number, height: number] = [2592, 1728];
export const BORDER = 36;
export const TITLE_BLOCK_WIDTH = 288;
/** Where drawings go: inside the border, left of the title block, with a half-inch margin. */
export const DRAWING_AREA = {
  x: BORDER * 2,
  y: BORDER * 2,
  width: SHEET[0] - TITLE_BLOCK_WIDTH - BORDER * 4,
  height: SHEET[1] - BORDER * 4,
};
/** The room a drawing's title and scale take under it. */
export const TITLE_HEIGHT = 64;

const colour = (red: number, green: number, blue: number) => ({ type: 'RGB', red, green, blue }) as RGB;
export const ink = colour(0.1, 0.12, 0.16);
export const faint = colour(0.45, 0.48, 0.52);
export const white = colour(1, 1, 1);
/** Roof surfaces and exposed foundations. */
export const shade = colour(0.88, 0.89, 0.9);
/** What a section cuts through. */
export const cut = colour(0.62, 0.64, 0.67);

export interface DrawingScale {
  /** "SCALE: 1/4" = 1'-0"" */
  label: string;
  pointsPerFoot: number;
}

const ARCHITECTURAL_SCALES: [label: string, inchesPerFoot: number][] = [
  ['1/4"', 1 / 4],
  ['3/16"', 3 / 16],
  ['1/8"', 1 / 8],
  ['3/32"', 3 / 32],
  ['1/16"', 1 / 16],
];
// Past 1/16" a building this large is drawn at an engineer's scale: still a true, stated scale.
const ENGINEERING_FEET_PER_INCH = [20, 30, 40, 50, 60, 80, 100, 200, 400];

/** The largest standard scale at which a drawing fits, `fits` telling whether it does at so many points a foot. */
export function chooseScale(fits: (pointsPerFoot: number) => boolean): DrawingScale {
  for (const [label, inches] of ARCHITECTURAL_SCALES) {
    const pointsPerFoot = inches * 72;
    if (fits(pointsPerFoot)) return { label: `SCALE: ${label} = 1'-0"`, pointsPerFoot };
  }
  const feet =
    ENGINEERING_FEET_PER_INCH.find((perInch) => fits(72 / perInch)) ?? (ENGINEERING_FEET_PER_INCH.at(-1) as number);
  return { label: `SCALE: 1" = ${feet}'-0"`, pointsPerFoot: 72 / feet };
}

/** Feet on the drawing to points on the sheet: `x(0)`, `y(0)` is where the drawing's origin falls. */
export interface Frame {
  x(feet: number): number;
  y(feet: number): number;
  /** A length in feet, in points. */
  length(feet: number): number;
}

export function frame(originX: number, originY: number, scale: DrawingScale): Frame {
  const k = scale.pointsPerFoot;
  return { x: (feet) => originX + feet * k, y: (feet) => originY + feet * k, length: (feet) => feet * k };
}

export interface Stroke {
  width?: number;
  colour?: RGB;
  dash?: number[];
  /** Filled with this colour under the stroke; `stroke: false` fills only. */
  fill?: RGB;
  stroke?: boolean;
  /** Square line ends that reach past the end points: wall lines meet in full corners. */
  square?: boolean;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  align?: 'left' | 'centre' | 'right';
  colour?: RGB;
  /** Reads upward, along a vertical line. */
  vertical?: boolean;
  /** Wraps at this width, left aligned. */
  maxWidth?: number;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export type XY = [x: number, y: number];

export interface Pen {
  line(from: XY, to: XY, stroke?: Stroke): void;
  /** Lines drawn alike, as one path: far fewer operators than a line each. */
  lines(segments: readonly (readonly [XY, XY])[], stroke?: Stroke): void;
  /** A polyline, closed when `closed`. */
  path(points: readonly XY[], stroke?: Stroke & { closed?: boolean }): void;
  rect(x: number, y: number, width: number, height: number, stroke?: Stroke): void;
  circle(centre: XY, radius: number, stroke?: Stroke): void;
  /** A quarter circle from `startDegrees`, counterclockwise when `turn` is 1. */
  quarterArc(centre: XY, radius: number, startDegrees: number, turn: 1 | -1, stroke?: Stroke): void;
  text(value: string, x: number, y: number, style: TextStyle): void;
  /** Lines of text down from `y`, `lineHeight` apart, written as one text: a table's column. */
  column(values: readonly string[], x: number, y: number, style: TextStyle & { lineHeight: number }): void;
  textWidth(value: string, size: number, bold?: boolean): number;
  /**
   * An SVG path (y down), its origin placed at (x, y) on the sheet and its units scaled to points: a
   * drawing of the building model (plan-drawing.ts) as the design page shows it.
   */
  svgPath(path: string, place: { x: number; y: number; scale: number }, stroke?: Stroke): void;
}

// A quarter circle as one Bézier curve: its control points sit this far along the tangents.
const KAPPA = 0.5523;

/** The pen of one page. */
export function createPen(page: PDFPage, fonts: Fonts): Pen {
  const ops = loadPdfLib();
  const font = (bold?: boolean) => (bold ? fonts.bold : fonts.regular);

  function paint(outline: PDFOperator[], stroke: Stroke = {}) {
    const { width = 1, colour: strokeColour = ink, dash = [], fill, stroke: stroked = true, square } = stroke;
    const operators = [
      ops.pushGraphicsState(),
      ops.setLineWidth(width),
      ops.setStrokingRgbColor(strokeColour.red, strokeColour.green, strokeColour.blue),
      // Each shape is drawn in its own graphics state, solid unless dashed.
      ...(dash.length > 0 ? [ops.setDashPattern(dash, 0)] : []),
      ...(square ? [ops.setLineCap(ops.LineCapStyle.Projecting)] : []),
      ...(fill ? [ops.setFillingRgbColor(fill.red, fill.green, fill.blue)] : []),
      ...outline,
      fill ? (stroked ? ops.fillAndStroke() : ops.fill()) : ops.stroke(),
      ops.popGraphicsState(),
    ];
    page.pushOperators(...operators);
  }

  function arcOperators(centre: XY, radius: number, startDegrees: number, turn: 1 | -1): PDFOperator[] {
    const [cx, cy] = centre;
    const a0 = (startDegrees * Math.PI) / 180;
    const a1 = a0 + (turn * Math.PI) / 2;
    const handle = KAPPA * radius * turn;
    return [
      ops.appendBezierCurve(
        cx + radius * Math.cos(a0) - handle * Math.sin(a0),
        cy + radius * Math.sin(a0) + handle * Math.cos(a0),
        cx + radius * Math.cos(a1) + handle * Math.sin(a1),
        cy + radius * Math.sin(a1) - handle * Math.cos(a1),
        cx + radius * Math.cos(a1),
        cy + radius * Math.sin(a1),
      ),
    ];
  }

  const pen: Pen = {
    line(from, to, stroke) {
      paint([ops.moveTo(...from), ops.lineTo(...to)], stroke);
    },
    lines(segments, stroke) {
      if (segments.length === 0) return;
      paint(
        segments.flatMap(([from, to]) => [ops.moveTo(...from), ops.lineTo(...to)]),
        stroke,
      );
    },
    path(points, stroke) {
      const [first, ...rest] = points;
      if (!first) return;
      const outline = [ops.moveTo(...first), ...rest.map((point) => ops.lineTo(...point))];
      paint(stroke?.closed ? [...outline, ops.closePath()] : outline, stroke);
    },
    rect(x, y, width, height, stroke) {
      paint([ops.rectangle(x, y, width, height)], stroke);
    },
    circle(centre, radius, stroke) {
      const [cx, cy] = centre;
      paint(
        [
          ops.moveTo(cx + radius, cy),
          ...[0, 90, 180, 270].flatMap((start) => arcOperators(centre, radius, start, 1)),
          ops.closePath(),
        ],
        stroke,
      );
    },
    quarterArc(centre, radius, startDegrees, turn, stroke) {
      const a0 = (startDegrees * Math.PI) / 180;
      const start: XY = [centre[0] + radius * Math.cos(a0), centre[1] + radius * Math.sin(a0)];
      paint([ops.moveTo(...start), ...arcOperators(centre, radius, startDegrees, turn)], stroke);
    },
    text(value, x, y, style) {
      const face = font(style.bold);
      const text = printable(face, value);
      const width = style.maxWidth ? 0 : face.widthOfTextAtSize(text, style.size);
      const shift = style.align === 'centre' ? width / 2 : style.align === 'right' ? width : 0;
      page.drawText(text, {
        x: style.vertical ? x : x - shift,
        y: style.vertical ? y - shift : y,
        size: style.size,
        font: face,
        color: style.colour ?? ink,
        ...(style.vertical ? { rotate: ops.degrees(90) } : {}),
        ...(style.maxWidth ? { maxWidth: style.maxWidth, lineHeight: style.size * 1.35 } : {}),
      });
    },
    column(values, x, y, style) {
      const face = font(style.bold);
      page.drawText(values.map((value) => printable(face, value)).join('\n'), {
        x,
        y,
        size: style.size,
        font: face,
        color: style.colour ?? ink,
        lineHeight: style.lineHeight,
      });
    },
    textWidth(value, size, bold) {
      const face = font(bold);
      return face.widthOfTextAtSize(printable(face, value), size);
    },
    svgPath(path, place, stroke = {}) {
      if (path === '') return;
      const { width = 1, colour: strokeColour = ink, dash, fill, stroke: stroked = true } = stroke;
      page.drawSvgPath(path, {
        x: place.x,
        y: place.y,
        scale: place.scale,
        ...(stroked ? { borderColor: strokeColour, borderWidth: width } : {}),
        ...(dash ? { borderDashArray: dash } : {}),
        ...(fill ? { color: fill } : {}),
      });
    },
  };
  return pen;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can write (WinAnsi): the domain's foot and inch marks as ' and ", anything
 * else they lack (a name typed in another script) as '?', never an exception halfway through a sheet.
 */
function printable(font: PDFFont, value: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const supported = known;
  return [
    ...value
      .replace(/′/g, "'")
      .replace(/″/g, '"')
      .replace(/[\r\n\t]+/g, ' '),
  ]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** A drawing's title with its scale under it, centred on `x`, the scale line's baseline at `y`. */
export function drawingTitle(pen: Pen, title: string, scale: DrawingScale, x: number, y: number, note?: string) {
  const width = pen.textWidth(title, 20, true);
  pen.text(title, x, y + 22, { size: 20, bold: true, align: 'centre' });
  pen.line([x - width / 2, y + 17], [x + width / 2, y + 17], { width: 1.5 });
  pen.text(scale.label, x, y, { size: 12, align: 'centre' });
  if (note) pen.text(note, x, y - 16, { size: 11, align: 'centre', colour: faint });
}

const TICK = 5;

/**
 * A dimension string: a line through `stops` (feet along x, or along y when `vertical`) at `at` points,
 * a slash at each stop, each length written along it.
 */
export function dimensionString(pen: Pen, view: Frame, stops: readonly number[], at: number, vertical = false) {
  const sorted = [...new Set(stops.map((stop) => Math.round(stop * 1000) / 1000))].sort((a, b) => a - b);
  if (sorted.length < 2) return;
  const point = (feet: number): XY => (vertical ? [at, view.y(feet)] : [view.x(feet), at]);
  pen.line(point(sorted[0] as number), point(sorted.at(-1) as number), { width: 0.6 });
  pen.lines(
    sorted.map((stop) => {
      const [x, y] = point(stop);
      return [
        [x - TICK, y - TICK],
        [x + TICK, y + TICK],
      ];
    }),
    { width: 1 },
  );
  for (let index = 1; index < sorted.length; index++) {
    const from = sorted[index - 1] as number;
    const to = sorted[index] as number;
    const [x, y] = point((from + to) / 2);
    const label = feetAndInches(to - from);
    const size = Math.min(10, Math.max(6, (view.length(to - from) / pen.textWidth(label, 10)) * 10 - 1));
    if (vertical) pen.text(label, x - 4, y, { size, align: 'centre', vertical: true });
    else pen.text(label, x, y + 4, { size, align: 'centre' });
  }
}

/** Centres a block of `width` × `height` points in the drawing area above its title; its lower left corner. */
export function centreIn(
  area: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): XY {
  return [area.x + (area.width - width) / 2, area.y + TITLE_HEIGHT + (area.height - TITLE_HEIGHT - height) / 2];
}

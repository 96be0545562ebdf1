/**
 * Where a floor plan's texts go (decision 073): each room's name and size inside the room, clear of its
 * walls, door swings and stairs, as large as fits; smaller, shortened or left to the room schedule when
 * it does not. The first anchor tried is the room's pole of inaccessibility (polylabel); whether a text
 * block fits is judged on the room's rectilinear outline and the obstacles' rectangles. Text widths are estimated per character, on the wide
 * side, so a label the browser draws is never wider than the one placed here.
 */
import polylabel from 'polylabel';
import type { Point, Ring } from './geometry.ts';
import { boundingBox } from './geometry.ts';
import { LINE_HEIGHT, SIZE_LINE_SCALE, type TextBox, textWidth } from './plan-text.ts';

/**
 * Whether an axis-aligned box lies inside a rectilinear ring: no side of the ring passes through the
 * box's inside, and its centre is inside the ring.
 */
function boxInRing(box: TextBox, ring: Ring): boolean {
  const minX = box.cx - box.width / 2;
  const maxX = box.cx + box.width / 2;
  const minY = box.cy - box.height / 2;
  const maxY = box.cy + box.height / 2;
  let crossings = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    if (y1 === y2) {
      if (y1 > minY && y1 < maxY && Math.max(x1, x2) > minX && Math.min(x1, x2) < maxX) return false;
    } else if (x1 > minX && x1 < maxX && Math.max(y1, y2) > minY && Math.min(y1, y2) < maxY) return false;
    // Even–odd count of the sides to the right of the centre, for the centre's inside test.
    if (y1 !== y2 && x1 > box.cx && Math.min(y1, y2) <= box.cy && Math.max(y1, y2) > box.cy) crossings++;
  }
  return crossings % 2 === 1;
}

type Bounds = NonNullable<ReturnType<typeof boundingBox>>;

/** Whether a box shares some area with a rectangle's bounds. */
function boxMeetsRect(box: TextBox, bounds: Bounds): boolean {
  return (
    bounds.minX < box.cx + box.width / 2 &&
    bounds.maxX > box.cx - box.width / 2 &&
    bounds.minY < box.cy + box.height / 2 &&
    bounds.maxY > box.cy - box.height / 2
  );
}

export interface LabelFit {
  cx: number;
  cy: number;
  /** The first line's font size; the size line, when shown, is SIZE_LINE_SCALE of it. */
  size: number;
  /** The name, on one line or wrapped over two or three. */
  lines: string[];
  showSize: boolean;
  /** Turned a quarter anticlockwise, reading upwards: for a long, narrow room that runs up the page. */
  vertical: boolean;
}

/** The block a label takes: its widest line, and its lines high (turned with the label). */
export function labelBox(
  fit: Omit<LabelFit, 'cx' | 'cy'> & { cx: number; cy: number },
  sizeTexts: readonly string[],
): TextBox {
  const sizeLine = fit.showSize ? Math.max(...sizeTexts.map((text) => textWidth(text, fit.size * SIZE_LINE_SCALE))) : 0;
  const along = Math.max(...fit.lines.map((text) => textWidth(text, fit.size)), sizeLine);
  const across = fit.size * LINE_HEIGHT * (fit.lines.length + (fit.showSize ? SIZE_LINE_SCALE : 0));
  return fit.vertical
    ? { cx: fit.cx, cy: fit.cy, width: across, height: along }
    : { cx: fit.cx, cy: fit.cy, width: along, height: across };
}

/** A name's ways of being written: on one line, then wrapped over two and three lines at spaces. */
export function wrappings(name: string): string[][] {
  const words = name.split(' ');
  const result: string[][] = [[name]];
  for (const count of [2, 3]) {
    if (words.length < count) break;
    // Lines of about equal length: break where the running length passes each share.
    const target = name.length / count;
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && next.length > target * 1.15 && lines.length < count - 1) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    if (lines.length === count) result.push(lines);
  }
  return result;
}

/** Whether a point lies inside a ring (even–odd). */
function inside(ring: Ring, [x, y]: Point): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/**
 * The points worth trying for a label: the room's pole of inaccessibility first (polylabel), then, in
 * each rectangle of the grid its corners make, its centre and points along its length, nearest the
 * pole first (for an L or a gallery, or a room whose middle a stair or a door swing takes).
 */
function anchors(room: Ring): Point[] {
  const pole = polylabel([room], 0.25);
  const xs = [...new Set(room.map(([x]) => x))].sort((a, b) => a - b);
  const ys = [...new Set(room.map(([, y]) => y))].sort((a, b) => a - b);
  const points: Point[] = [];
  for (let i = 0; i + 1 < xs.length; i++)
    for (let j = 0; j + 1 < ys.length; j++) {
      const [x1, x2, y1, y2] = [xs[i] as number, xs[i + 1] as number, ys[j] as number, ys[j + 1] as number];
      if (!inside(room, [(x1 + x2) / 2, (y1 + y2) / 2])) continue;
      const steps = 6;
      for (let k = 1; k < steps; k++) {
        const t = k / steps;
        points.push(x2 - x1 >= y2 - y1 ? [x1 + (x2 - x1) * t, (y1 + y2) / 2] : [(x1 + x2) / 2, y1 + (y2 - y1) * t]);
        if (k === 3)
          points.push([x1 + (x2 - x1) * t, y1 + (y2 - y1) / 3], [x1 + (x2 - x1) * t, y1 + ((y2 - y1) * 2) / 3]);
      }
    }
  const distance = ([x, y]: Point) => (x - pole[0]) ** 2 + (y - pole[1]) ** 2;
  points.sort((a, b) => distance(a) - distance(b));
  return [[pole[0], pole[1]], ...points];
}

export interface LabelOptions {
  maxSize: number;
  minSize: number;
  /** Clear space kept between the label and the room's sides (its walls' half thickness and a margin). */
  clearance: number;
}

/**
 * The largest label that fits the room clear of its walls and of the obstacles (door swings, stairs),
 * trying in turn: the name and the size under it, the name alone, then the name wrapped over more lines,
 * then its short name; each across the page, then turned up the page; else none (the room schedule names
 * it). Font sizes step down a tenth at a time.
 */
export function fitLabel(
  room: Ring,
  obstacles: readonly (readonly Point[])[],
  names: readonly string[],
  sizeTexts: readonly string[],
  { maxSize, minSize, clearance }: LabelOptions,
): LabelFit | null {
  const [name, ...shorter] = names;
  if (!name) return null;
  const points = anchors(room);
  const roomBox = boundingBox([room]);
  // Only the obstacles that reach into the room's box can meet a label in it.
  const near = obstacles
    .map((obstacle) => boundingBox([obstacle]))
    .filter(
      (bounds): bounds is Bounds =>
        bounds !== null &&
        roomBox !== null &&
        bounds.minX < roomBox.maxX &&
        bounds.maxX > roomBox.minX &&
        bounds.minY < roomBox.maxY &&
        bounds.maxY > roomBox.minY,
    );
  const wrapped = wrappings(name);
  const variants = [
    ...wrapped.map((lines) => ({ lines, showSize: true })),
    ...wrapped.map((lines) => ({ lines, showSize: false })),
    ...shorter.map((short) => ({ lines: [short], showSize: false })),
  ];
  const sizeEm = Math.max(...sizeTexts.map((text) => textWidth(text, SIZE_LINE_SCALE)));
  for (const variant of variants) {
    // The block's extent at a font size of 1, along its lines and across them.
    const alongEm = Math.max(...variant.lines.map((text) => textWidth(text, 1)), variant.showSize ? sizeEm : 0);
    const acrossEm = LINE_HEIGHT * (variant.lines.length + (variant.showSize ? SIZE_LINE_SCALE : 0));
    for (const vertical of [false, true])
      for (let size = maxSize; size >= minSize - 1e-9; size *= 0.9) {
        const width = (vertical ? acrossEm : alongEm) * size;
        const height = (vertical ? alongEm : acrossEm) * size;
        for (const [cx, cy] of points) {
          const box = { cx, cy, width, height };
          const clear = { cx, cy, width: width + clearance * 2, height: height + clearance * 2 };
          if (boxInRing(clear, room) && !near.some((bounds) => boxMeetsRect(box, bounds)))
            return { cx, cy, size, vertical, ...variant };
        }
      }
  }
  return null;
}

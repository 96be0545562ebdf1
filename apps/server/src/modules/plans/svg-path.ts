/**
 * The paths of a building model's floor drawing (plan-drawing.ts writes only M, L, A and Z, in inches,
 * y down) read back as polylines and circular arcs in feet, y up: what the DXF writes as its entities.
 */

export type Point = [x: number, y: number];

export interface Polyline {
  kind: 'polyline';
  points: Point[];
  closed: boolean;
}

export interface Arc {
  kind: 'arc';
  centre: Point;
  radius: number;
  /** Counterclockwise from `start` to `end`, in degrees (y up), as DXF draws an arc. */
  start: number;
  end: number;
}

const INCHES_PER_FOOT = 12;
const toFeet = (x: number, y: number): Point => [x / INCHES_PER_FOOT, -y / INCHES_PER_FOOT];
const degrees = (radians: number) => ((radians * 180) / Math.PI + 360) % 360;

/**
 * A circular arc's centre from its end points, radius and flags (the SVG endpoint form, for a circle),
 * in the drawing's y-down units; then turned counterclockwise in y-up feet.
 */
function arcFrom(from: Point, to: Point, radius: number, large: boolean, sweep: boolean): Arc {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = (x2 - x1) / 2;
  const dy = (y2 - y1) / 2;
  const half = Math.hypot(dx, dy);
  const h = Math.sqrt(Math.max(radius * radius - half * half, 0));
  // The centre lies on the chord's perpendicular, on the side the flags choose.
  const sign = large === sweep ? -1 : 1;
  const cx = mx + (sign * h * -dy) / (half || 1);
  const cy = my + (sign * h * dx) / (half || 1);
  const centre = toFeet(cx, cy);
  const a = toFeet(x1, y1);
  const b = toFeet(x2, y2);
  const angleA = degrees(Math.atan2(a[1] - centre[1], a[0] - centre[0]));
  const angleB = degrees(Math.atan2(b[1] - centre[1], b[0] - centre[0]));
  // Sweep 1 runs clockwise on a y-down page: counterclockwise in y-up feet it runs from b to a.
  const [start, end] = sweep ? [angleB, angleA] : [angleA, angleB];
  return { kind: 'arc', centre, radius: radius / INCHES_PER_FOOT, start, end };
}

export function readPath(path: string): (Polyline | Arc)[] {
  const tokens = path.match(/[MLAZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const shapes: (Polyline | Arc)[] = [];
  let current: Polyline | null = null;
  let position: Point = [0, 0];
  let i = 0;
  const number = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') {
      position = [number(), number()];
      current = { kind: 'polyline', points: [toFeet(...position)], closed: false };
      shapes.push(current);
    } else if (command === 'L') {
      position = [number(), number()];
      current?.points.push(toFeet(...position));
    } else if (command === 'A') {
      const radius = number();
      number(); // the second radius: a circle's is the same
      number(); // no rotation
      const large = number() === 1;
      const sweep = number() === 1;
      const to: Point = [number(), number()];
      shapes.push(arcFrom(position, to, radius, large, sweep));
      position = to;
      current = { kind: 'polyline', points: [toFeet(...position)], closed: false };
      shapes.push(current);
    } else if (command === 'Z') {
      if (current) current.closed = true;
    }
  }
  return shapes.filter((shape) => shape.kind === 'arc' || shape.points.length > 1);
}

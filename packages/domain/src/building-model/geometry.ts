/**
 * Plan geometry on the model's grid: points are [x, y] in feet, rings are rectilinear and open (the
 * first vertex is not repeated). Boolean operations (union, intersection, difference) are
 * polygon-clipping's (decision 069); every grid coordinate is a multiple of 0.5, exact in binary, so
 * its results are exact too.
 */
import polygonClipping, { type MultiPolygon, type Pair } from 'polygon-clipping';

export type Point = Pair;
export type Ring = Point[];
export type Shape = MultiPolygon;

/** The absolute area of a ring (shoelace). */
export function ringArea(ring: readonly Point[]): number {
  return Math.abs(signedArea(ring));
}

/** Positive when the ring runs anticlockwise (x right, y up). */
export function signedArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

/** The area of a multipolygon: its outer rings less their holes. */
export function shapeArea(shape: Shape): number {
  let area = 0;
  for (const [outer, ...holes] of shape) {
    if (!outer) continue;
    area += ringArea(outer) - holes.reduce((sum, hole) => sum + ringArea(hole), 0);
  }
  return area;
}

export const union = (rings: readonly Ring[]): Shape =>
  rings.length === 0 ? [] : polygonClipping.union(...(rings.map((ring) => [ring]) as [[Ring], ...[Ring][]]));

export const unionShapes = (shapes: readonly Shape[]): Shape => {
  const some = shapes.filter((shape) => shape.length > 0);
  return some.length === 0 ? [] : polygonClipping.union(...(some as [Shape, ...Shape[]]));
};

export const intersection = (a: Shape | Ring, b: Shape | Ring): Shape =>
  polygonClipping.intersection(asShape(a), asShape(b));

export const difference = (a: Shape | Ring, b: Shape | Ring): Shape =>
  polygonClipping.difference(asShape(a), asShape(b));

function asShape(geometry: Shape | Ring): Shape {
  const first = geometry[0];
  // A ring's first element is a point (two numbers); a shape's is a polygon (rings).
  return first !== undefined && typeof first[0] === 'number' ? [[geometry as Ring]] : (geometry as Shape);
}

/** The shape with its holes filled: the outline a building's walls enclose. */
export const withoutHoles = (shape: Shape): Shape => shape.map(([outer]) => (outer ? [outer] : []));

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundingBox(rings: readonly (readonly Point[])[]): Box | null {
  let box: Box | null = null;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (!box) box = { minX: x, minY: y, maxX: x, maxY: y };
      else {
        box.minX = Math.min(box.minX, x);
        box.minY = Math.min(box.minY, y);
        box.maxX = Math.max(box.maxX, x);
        box.maxY = Math.max(box.maxY, y);
      }
    }
  }
  return box;
}

export const shapeRings = (shape: Shape): Ring[] => shape.flat();

/** The spaces whose bounding box overlaps the area's (with some area in common): the only ones a clip can meet. */
export function near<T extends { polygon: Ring }>(spaces: readonly T[], area: readonly Ring[]): T[] {
  const box = boundingBox(area);
  if (!box) return [];
  return spaces.filter((space) => {
    const other = boundingBox([space.polygon]);
    return (
      other !== null && other.minX < box.maxX && box.minX < other.maxX && other.minY < box.maxY && box.minY < other.maxY
    );
  });
}

/** The rectangle between two corners, anticlockwise. */
export function rectangle([x1, y1]: Point, [x2, y2]: Point): Ring {
  const [minX, maxX] = x1 < x2 ? [x1, x2] : [x2, x1];
  const [minY, maxY] = y1 < y2 ? [y1, y2] : [y2, y1];
  return [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
  ];
}

/** Whether a point lies strictly inside a ring (even–odd rule); points on its edges are outside. */
export function containsPoint(ring: readonly Point[], [x, y]: Point): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Every side runs along x or along y, and none has zero length. */
export function isRectilinear(ring: readonly Point[]): boolean {
  return ring.every(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    return (x1 === x2) !== (y1 === y2);
  });
}

/** A ring that does not cross or touch itself: its own union is the one polygon it draws, without holes. */
export function isSimple(ring: Ring): boolean {
  const area = ringArea(ring);
  if (area === 0) return false;
  const shape = union([ring]);
  return shape.length === 1 && shape[0]?.length === 1 && shapeArea(shape) === area;
}

/** The number of corners of a shape's rings (a union never keeps a vertex in the middle of a side). */
export const cornerCount = (shape: Shape): number => shapeRings(shape).reduce((sum, ring) => sum + ring.length - 1, 0);

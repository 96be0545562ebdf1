/**
 * A floor's walls, derived from its spaces' sides (never stored): where a room meets another room the
 * wall is interior; where it meets nothing, a porch or a courtyard it is exterior; where it meets a void
 * (the floor open to the one below) it is a guard. Outdoor spaces have no walls of their own.
 */
import type { Point } from './geometry.ts';
import { signedArea } from './geometry.ts';
import { OUTSIDE } from './references.ts';
import type { BuildingModel, Floor } from './schema.ts';

export type WallKind = 'exterior' | 'interior' | 'guard';

export interface Wall {
  kind: WallKind;
  /** Along x (horizontal on the plan) or along y. */
  axis: 'x' | 'y';
  /** The wall line's fixed coordinate, and where along it the wall runs (from < to), in feet. */
  at: number;
  from: number;
  to: number;
  /** The space on the lower side (smaller y or x) and on the upper side; 'outside' where there is none. */
  sides: [string, string];
  thicknessIn: number;
}

interface Side {
  line: string;
  from: number;
  to: number;
  space: string;
  /** The space lies on the side of greater coordinate. */
  upper: boolean;
}

export function floorWalls(floor: Floor, walls: BuildingModel['walls']): Wall[] {
  const kinds = new Map<string, 'room' | 'void' | 'outdoor'>();
  const sides: Side[] = [];
  const addSides = (space: string, polygon: readonly Point[]) => {
    const anticlockwise = signedArea(polygon) > 0;
    polygon.forEach(([x1, y1], i) => {
      const [x2, y2] = polygon[(i + 1) % polygon.length] as Point;
      // Anticlockwise, the space lies to the left of each side: above a side running +x, left of one running +y.
      if (y1 === y2)
        sides.push({
          line: `x:${y1}`,
          from: Math.min(x1, x2),
          to: Math.max(x1, x2),
          space,
          upper: x2 > x1 === anticlockwise,
        });
      else
        sides.push({
          line: `y:${x1}`,
          from: Math.min(y1, y2),
          to: Math.max(y1, y2),
          space,
          upper: y2 < y1 === anticlockwise,
        });
    });
  };
  for (const room of floor.rooms) {
    kinds.set(room.id, room.kind === 'void' ? 'void' : 'room');
    addSides(room.id, room.polygon);
  }
  for (const space of floor.outdoor) {
    kinds.set(space.id, 'outdoor');
    addSides(space.id, space.polygon);
  }

  const byLine = new Map<string, Side[]>();
  for (const side of sides) byLine.set(side.line, [...(byLine.get(side.line) ?? []), side]);
  const result: Wall[] = [];
  for (const [line, onLine] of byLine) {
    const axis = line[0] as 'x' | 'y';
    const at = Number(line.slice(2));
    const stops = [...new Set(onLine.flatMap((side) => [side.from, side.to]))].sort((a, b) => a - b);
    let open: Wall | null = null;
    for (let i = 0; i + 1 < stops.length; i++) {
      const from = stops[i] as number;
      const to = stops[i + 1] as number;
      const covering = onLine.filter((side) => side.from <= from && side.to >= to);
      const lower = covering.find((side) => !side.upper)?.space ?? OUTSIDE;
      const upper = covering.find((side) => side.upper)?.space ?? OUTSIDE;
      const kind = wallKind(kinds.get(lower), kinds.get(upper));
      if (
        open &&
        (kind === null || open.kind !== kind || open.sides[0] !== lower || open.sides[1] !== upper || open.to !== from)
      ) {
        result.push(open);
        open = null;
      }
      if (kind === null) continue;
      if (open) open.to = to;
      else {
        const thicknessIn: number = kind === 'exterior' ? walls.exteriorIn : walls.interiorIn;
        open = { kind, axis, at, from, to, sides: [lower, upper], thicknessIn };
      }
    }
    if (open) result.push(open);
  }
  return result;
}

type SpaceKind = 'room' | 'void' | 'outdoor' | undefined;

function wallKind(a: SpaceKind, b: SpaceKind): WallKind | null {
  const enclosed = (kind: SpaceKind) => kind === 'room' || kind === 'void';
  if (enclosed(a) && enclosed(b)) return a === 'void' && b === 'void' ? null : a === b ? 'interior' : 'guard';
  if (enclosed(a) || enclosed(b)) return 'exterior';
  return null;
}

/** The wall that holds an opening of this width centred on this point, of those `accepts` takes. */
export function wallAt(walls: readonly Wall[], [x, y]: Point, widthFt: number, accepts: (wall: Wall) => boolean) {
  return walls.find((wall) => {
    const along = wall.axis === 'x' ? x : y;
    const across = wall.axis === 'x' ? y : x;
    return (
      across === wall.at &&
      along - widthFt / 2 >= wall.from - 1e-9 &&
      along + widthFt / 2 <= wall.to + 1e-9 &&
      accepts(wall)
    );
  });
}

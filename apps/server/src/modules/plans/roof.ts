import { ROOF_TYPES, type RoofType } from '@atelier/domain/design-facts';
import { feetAndInches, type Side } from './floor-plan.ts';

/**
 * The roof of a rectangular block as its elevations and its section show it, for each roof type the
 * catalogue offers. Points are [h, z] in feet: h along the face from its left end as seen from
 * outside, z above the wall plate (the top of the walls).
 */

export type Point = [h: number, z: number];

export interface RoofView {
  /** Wall that rises above the plate: a gable, the high wall of a shed, a parapet. */
  walls: Point[][];
  /** Roof surfaces and edges (rakes, fascias, copings) as seen. */
  roofs: Point[][];
  /** Lines drawn on the roof: a gambrel's knuckle. */
  lines: [Point, Point][];
}

/** The roof a design states, gable when it states none (what the earlier plan sets drew). */
export function roofOf(value: string | null | undefined): RoofType {
  return ROOF_TYPES.find((roof) => roof.id === value)?.id ?? 'gable';
}

export const ROOF_NOTES: Record<RoofType, string> = {
  gable: 'GABLE ROOF, 6:12 PITCH',
  hip: 'HIP ROOF, 6:12 PITCH, HIPPED ON ALL FOUR SIDES',
  flat: 'FLAT ROOF, 1/4":12 TO DRAINS, 3\'-0" PARAPET',
  shed: 'SHED ROOF, 3:12 PITCH',
  gambrel: 'GAMBREL ROOF, 18:12 LOWER AND 6:12 UPPER SLOPES',
  butterfly: 'BUTTERFLY ROOF, 3:12 TO A CENTRAL VALLEY',
};

/**
 * A roof as drawn: its type and, for a design with a building model, the model's own pitch (rise per
 * foot of run) and overhang; each type's own otherwise.
 */
export interface RoofSpec {
  type: RoofType;
  pitch?: number;
  overhangFt?: number;
}

const specOf = (roof: RoofType | RoofSpec): RoofSpec => (typeof roof === 'string' ? { type: roof } : roof);
const overhangOf = (roof: RoofSpec) => roof.overhangFt ?? OVERHANG;

/** "6:12", "7 1/2:12": a pitch in inches of rise per foot, to the nearest quarter. */
function pitchText(pitch: number): string {
  const quarters = Math.round(pitch * 12 * 4);
  const whole = Math.floor(quarters / 4);
  const part = ['', ' 1/4', ' 1/2', ' 3/4'][quarters % 4];
  return `${whole}${part}:12`;
}

/** The roof's note on the elevations and the section: the type's own, or with the model's pitch and overhang. */
export function roofNote(roof: RoofType | RoofSpec): string {
  const spec = specOf(roof);
  if (spec.pitch === undefined || spec.type === 'flat' || spec.type === 'gambrel') return ROOF_NOTES[spec.type];
  const pitch = pitchText(spec.pitch);
  const overhang = spec.overhangFt === undefined ? '' : `, ${feetAndInches(spec.overhangFt)} OVERHANG`;
  switch (spec.type) {
    case 'hip':
      return `HIP ROOF, ${pitch} PITCH, HIPPED ON ALL FOUR SIDES${overhang}`;
    case 'butterfly':
      return `BUTTERFLY ROOF, ${pitch} TO A CENTRAL VALLEY${overhang}`;
    default:
      return `${spec.type.toUpperCase()} ROOF, ${pitch} PITCH${overhang}`;
  }
}

/** The ridge (a shed's slope, a butterfly's valley) runs along the block's longer side. */
export const ridgeAlongX = (widthFt: number, depthFt: number): boolean => widthFt >= depthFt;

const OVERHANG = 1.5;
const FASCIA = 0.75;
const PARAPET = 3;
const COPING = 0.5;
const PITCH: Record<Exclude<RoofType, 'flat' | 'gambrel'>, number> = {
  gable: 6 / 12,
  hip: 6 / 12,
  shed: 3 / 12,
  butterfly: 3 / 12,
};
// A gambrel's steep lower slope covers the outer fifth of the span on each side.
const GAMBREL_LOWER = { run: 0.2, pitch: 18 / 12 };
const GAMBREL_UPPER_PITCH = 6 / 12;

/**
 * The top of the roof across its span, seen from the end with the span running left to right, from
 * one overhang to the other (a flat roof: the top of its parapet, wall to wall).
 */
function spanProfile(spec: RoofSpec, span: number): Point[] {
  const OVERHANG = overhangOf(spec);
  const pitchOf = (type: keyof typeof PITCH) => spec.pitch ?? PITCH[type];
  switch (spec.type) {
    case 'gable':
    case 'hip': {
      const pitch = pitchOf(spec.type);
      return [
        [-OVERHANG, -OVERHANG * pitch],
        [span / 2, (span / 2) * pitch],
        [span + OVERHANG, -OVERHANG * pitch],
      ];
    }
    case 'gambrel': {
      const knuckle = GAMBREL_LOWER.run * span * GAMBREL_LOWER.pitch;
      const ridge = knuckle + (0.5 - GAMBREL_LOWER.run) * span * GAMBREL_UPPER_PITCH;
      return [
        [-OVERHANG, -OVERHANG * GAMBREL_LOWER.pitch],
        [GAMBREL_LOWER.run * span, knuckle],
        [span / 2, ridge],
        [(1 - GAMBREL_LOWER.run) * span, knuckle],
        [span + OVERHANG, -OVERHANG * GAMBREL_LOWER.pitch],
      ];
    }
    case 'shed':
      return [
        [-OVERHANG, -OVERHANG * pitchOf('shed')],
        [span + OVERHANG, (span + OVERHANG) * pitchOf('shed')],
      ];
    case 'butterfly': {
      const edge = (span / 2 + OVERHANG) * pitchOf('butterfly');
      return [
        [-OVERHANG, edge],
        [span / 2, 0],
        [span + OVERHANG, edge],
      ];
    }
    case 'flat':
      return [
        [0, PARAPET],
        [span, PARAPET],
      ];
  }
}

function heightAt(profile: readonly Point[], h: number): number {
  for (let index = 1; index < profile.length; index++) {
    const [h0, z0] = profile[index - 1] as Point;
    const [h1, z1] = profile[index] as Point;
    if (h >= h0 && h <= h1) return h1 === h0 ? z1 : z0 + ((h - h0) / (h1 - h0)) * (z1 - z0);
  }
  return 0;
}

/** The wall under the profile between the two wall faces: a gable, the sides of a shed or a butterfly. */
function wallUnder(profile: readonly Point[], span: number): Point[] {
  const inside = profile.filter(([h]) => h > 0 && h < span);
  return [[0, 0], [0, heightAt(profile, 0)], ...inside, [span, heightAt(profile, span)], [span, 0]];
}

/** The roof's edge along the profile: a rake, or a fascia, as an end shows it. */
function band(profile: readonly Point[]): Point[] {
  return [...profile, ...[...profile].reverse().map(([h, z]): Point => [h, z + FASCIA])];
}

const strip = (from: number, to: number, bottom: number, top: number): Point[] => [
  [from, bottom],
  [to, bottom],
  [to, top],
  [from, top],
];

const mirror = (points: Point[], width: number): Point[] => points.map(([h, z]) => [width - h, z]);

/**
 * The roof of a block `widthFt` (along x) by `depthFt` (along y) seen from one side. A hip roof slopes
 * on all four sides, so no side shows wall above the plate; gable and gambrel ends do.
 */
export function roofView(given: RoofType | RoofSpec, widthFt: number, depthFt: number, side: Side): RoofView {
  const spec = specOf(given);
  const roof = spec.type;
  const alongX = ridgeAlongX(widthFt, depthFt);
  const span = alongX ? depthFt : widthFt;
  const length = alongX ? widthFt : depthFt;
  const profile = spanProfile(spec, span);
  const eaveSide = alongX === (side === 'front' || side === 'rear');
  if (roof === 'flat') {
    const width = eaveSide ? length : span;
    return {
      walls: [strip(0, width, 0, PARAPET)],
      roofs: [strip(-COPING / 2, width + COPING / 2, PARAPET, PARAPET + COPING)],
      lines: [],
    };
  }
  if (eaveSide) return eaveView(spec, profile, span, length, side === (alongX ? 'rear' : 'right'));
  if (roof === 'hip') {
    const [start, ridge, end] = profile as [Point, Point, Point];
    return { walls: [], roofs: [[start, end, ridge]], lines: [] };
  }
  // An end: the span runs left to right from the front and from the right, right to left otherwise.
  const forward = side === 'front' || side === 'right';
  const walls = wallUnder(profile, span);
  const edge = band(profile);
  return { walls: [forward ? walls : mirror(walls, span)], roofs: [forward ? edge : mirror(edge, span)], lines: [] };
}

/** A side along the ridge; `far` is the side at the end of the span (a shed's high side). */
function eaveView(spec: RoofSpec, profile: Point[], span: number, length: number, far: boolean): RoofView {
  const roof = spec.type;
  const OVERHANG = overhangOf(spec);
  const eave = (profile[0] as Point)[1];
  const top = Math.max(...profile.map(([, z]) => z));
  const across = (bottom: number, upper: number) => strip(-OVERHANG, length + OVERHANG, bottom, upper);
  switch (roof) {
    case 'hip': {
      const ridge = Math.max(length - span, 0);
      return {
        walls: [],
        roofs: [
          [
            [-OVERHANG, eave],
            [length + OVERHANG, eave],
            [(length + ridge) / 2, top],
            [(length - ridge) / 2, top],
          ],
        ],
        lines: [],
      };
    }
    case 'gambrel': {
      const knuckle = (profile[1] as Point)[1];
      return {
        walls: [],
        roofs: [across(eave, top)],
        lines: [
          [
            [-OVERHANG, knuckle],
            [length + OVERHANG, knuckle],
          ],
        ],
      };
    }
    case 'shed':
    case 'butterfly': {
      // A high edge: the wall rises to it under a fascia. A shed's low side shows the roof rising away.
      const wallTop = heightAt(profile, roof === 'shed' ? span : 0);
      if (roof === 'shed' && !far) return { walls: [], roofs: [across(eave, top)], lines: [] };
      return { walls: [strip(0, length, 0, wallTop)], roofs: [across(wallTop, wallTop + FASCIA)], lines: [] };
    }
    default:
      return { walls: [], roofs: [across(eave, top)], lines: [] };
  }
}

/**
 * The roof cut across its span, the span left to right: the attic (or a parapet) as walls, the roof
 * itself as roofs. A hip roof cut through its middle shows the same triangle as a gable.
 */
export function roofSection(given: RoofType | RoofSpec, span: number): RoofView {
  const spec = specOf(given);
  if (spec.type === 'flat') {
    const parapet = 2 / 3;
    return {
      walls: [strip(0, parapet, 0, PARAPET), strip(span - parapet, span, 0, PARAPET)],
      roofs: [strip(0, span, 0, 1)],
      lines: [],
    };
  }
  const profile = spanProfile(spec, span);
  return { walls: [wallUnder(profile, span)], roofs: [band(profile)], lines: [] };
}

/** The highest point of a view above the plate. */
export const viewTop = (view: RoofView): number =>
  Math.max(0, ...[...view.walls, ...view.roofs].flat().map(([, z]) => z));

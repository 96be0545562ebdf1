/**
 * The schematic floor plans of a seeded design, in feet: the generated plan set PDF and the generated
 * CAD drawing both draw these, so the two files a buyer receives show the same building.
 */
export interface FloorPlanDesign {
  area: number;
  stories: number;
  bedrooms: number | null;
  bathrooms: number | null;
  widthFt?: number | null;
  depthFt?: number | null;
}

export interface Room {
  name: string;
  /** Lower left corner, width and depth, in feet from the footprint's lower left corner. */
  x: number;
  y: number;
  width: number;
  depth: number;
}

export interface LevelPlan {
  level: number;
  rooms: Room[];
}

/** At most this many levels are drawn (one sheet or one drawing row each). */
export const MAX_DRAWN_LEVELS = 4;
const MAX_ROOMS_PER_LEVEL = 12;

/** The footprint in whole feet: the design's own width and depth, else a 1.6:1 rectangle of one storey's area. */
export function footprint(design: FloorPlanDesign): { widthFt: number; depthFt: number } {
  if (design.widthFt && design.depthFt && design.widthFt > 0 && design.depthFt > 0) {
    return { widthFt: design.widthFt, depthFt: design.depthFt };
  }
  const storeyArea = design.area / Math.max(design.stories, 1);
  const depthFt = Math.max(Math.round(Math.sqrt(storeyArea / 1.6)), 1);
  return { widthFt: Math.max(Math.round(storeyArea / depthFt), 1), depthFt };
}

export function drawnLevels(design: Pick<FloorPlanDesign, 'stories'>): number {
  return Math.min(Math.max(design.stories, 1), MAX_DRAWN_LEVELS);
}

/** The rooms of each drawn level, laid out in two rows that fill the footprint. */
export function levelPlans(design: FloorPlanDesign): LevelPlan[] {
  const { widthFt, depthFt } = footprint(design);
  return roomNames(design).map((names, index) => ({
    level: index + 1,
    rooms: layOut(names, widthFt, depthFt),
  }));
}

function roomNames(design: FloorPlanDesign): string[][] {
  const levels = drawnLevels(design);
  if (design.bedrooms === null) {
    // Not a dwelling: offices, clinics, mixed use.
    const ground = ['Entrance hall', 'Reception', 'Open space', 'Meeting', 'Services', 'WC'];
    const upper = ['Open space', 'Office', 'Office', 'Meeting', 'Services', 'WC'];
    return Array.from({ length: levels }, (_, index) => (index === 0 ? ground : upper));
  }
  const shared = ['Living', 'Kitchen', 'Dining', 'Entry'];
  const numbered = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => (count > 1 ? `${name} ${index + 1}` : name));
  const rooms = [
    ...numbered('Bedroom', Math.max(design.bedrooms, 0)),
    ...numbered('Bath', Math.ceil(Math.max(design.bathrooms ?? 0, 0))),
  ];
  if (levels === 1) return [[...shared, ...rooms].slice(0, MAX_ROOMS_PER_LEVEL)];
  // A very large building is drawn with its first rooms only, never with gaps in their numbering.
  const perLevel = Math.min(Math.ceil(rooms.length / (levels - 1)), MAX_ROOMS_PER_LEVEL);
  return [
    shared,
    ...Array.from({ length: levels - 1 }, (_, index) => {
      const upper = rooms.slice(index * perLevel, (index + 1) * perLevel);
      return upper.length > 0 ? upper : ['Hall'];
    }),
  ];
}

function layOut(names: string[], widthFt: number, depthFt: number): Room[] {
  const rows =
    names.length > 3
      ? [names.slice(0, Math.ceil(names.length / 2)), names.slice(Math.ceil(names.length / 2))]
      : [names];
  const depth = depthFt / rows.length;
  return rows.flatMap((row, rowIndex) =>
    row.map((name, column) => {
      const width = widthFt / row.length;
      return { name, x: column * width, y: rowIndex * depth, width, depth };
    }),
  );
}

/** Rooms: no overlaps, a floor filled by its rooms, sizes and proportions a buyer would believe. */
import { feetText, sqFtText } from './format.ts';
import { boundingBox, intersection, near, ringArea, shapeArea, shapeRings, union, withoutHoles } from './geometry.ts';
import { ELONGATED_KINDS } from './kinds.ts';
import type { RuleFinding } from './plan-check.ts';
import type { PlanContext } from './plan-context.ts';

const MIN_BEDROOM_SQFT = 70;
const MIN_FULL_BATH_SQFT = 35;
const MAX_ASPECT = 2.5;
const FLOOR_AREA_TOLERANCE = 0.02;

export function roomRules(context: PlanContext): RuleFinding[] {
  return [...overlapsAndFill(context), ...sizes(context)];
}

function overlapsAndFill(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const floor of context.model.floors) {
    const spaces = [...floor.rooms, ...floor.outdoor].map((space) => ({
      space,
      box: boundingBox([space.polygon]),
    }));
    spaces.forEach(({ space: a, box: boxA }, i) => {
      for (const { space: b, box: boxB } of spaces.slice(i + 1)) {
        if (!boxA || !boxB) continue;
        if (boxA.maxX <= boxB.minX || boxB.maxX <= boxA.minX || boxA.maxY <= boxB.minY || boxB.maxY <= boxA.minY)
          continue;
        const overlap = shapeArea(intersection(a.polygon, b.polygon));
        if (overlap > 0.01)
          findings.push({
            rule: 'room-overlap',
            message: `${a.name} and ${b.name} overlap by ${sqFtText(overlap)} on ${floor.label}.`,
            elements: [a.id, b.id],
          });
      }
    });

    const outline = withoutHoles(union(floor.rooms.map((room) => room.polygon)));
    const outdoor = near(floor.outdoor, shapeRings(outline));
    const courtyards =
      outdoor.length === 0 ? 0 : shapeArea(intersection(outline, union(outdoor.map((space) => space.polygon))));
    const floorArea = shapeArea(outline) - courtyards;
    const rooms = floor.rooms.reduce((sum, room) => sum + ringArea(room.polygon), 0);
    if (Math.abs(rooms - floorArea) <= FLOOR_AREA_TOLERANCE * floorArea) continue;
    findings.push({
      rule: 'floor-area',
      message:
        rooms < floorArea
          ? `${floor.label}'s rooms add up to ${sqFtText(rooms)} of the ${sqFtText(floorArea)} inside its outer walls: ${sqFtText(floorArea - rooms)} is in no room.`
          : `${floor.label}'s rooms add up to ${sqFtText(rooms)}, more than the ${sqFtText(floorArea)} inside its outer walls.`,
      elements: [floor.id],
    });
  }
  return findings;
}

function sizes(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const all = [...context.rooms.values()];
  for (const { room, areaSqFt } of all) {
    if ((room.kind === 'bedroom' || room.kind === 'primary-bedroom') && areaSqFt < MIN_BEDROOM_SQFT)
      findings.push({
        rule: 'room-size',
        message: `${room.name} is ${sqFtText(areaSqFt)}: a bedroom is at least ${MIN_BEDROOM_SQFT} sq ft (IRC R304.1).`,
        elements: [room.id],
      });
    if (room.kind === 'bath-full' && areaSqFt < MIN_FULL_BATH_SQFT)
      findings.push({
        rule: 'room-size',
        message: `${room.name} is ${sqFtText(areaSqFt)}: a full bath is at least ${MIN_FULL_BATH_SQFT} sq ft.`,
        elements: [room.id],
      });

    const box = boundingBox([room.polygon]);
    if (box && !ELONGATED_KINDS.includes(room.kind)) {
      const [long, short] = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => b - a) as [number, number];
      if (long > MAX_ASPECT * short)
        findings.push({
          rule: 'room-proportion',
          message: `${room.name} is ${feetText(long)} by ${feetText(short)} (${(long / short).toFixed(1)} : 1): rooms other than halls, galleries and garages are at most 2.5 : 1.`,
          elements: [room.id],
        });
    }

    if (room.kind !== 'primary-bedroom') continue;
    for (const other of all)
      if (other.room.kind === 'bedroom' && other.areaSqFt > areaSqFt)
        findings.push({
          rule: 'primary-bedroom',
          message: `${other.room.name} (${sqFtText(other.areaSqFt)}) is larger than ${room.name} (${sqFtText(areaSqFt)}): the primary bedroom is the largest.`,
          elements: [room.id, other.room.id],
        });
  }
  return findings;
}

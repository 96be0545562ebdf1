import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, checkPlan, PLAN_RULES } from '../building-model.ts';
import { build, floorOf, house, messages, rect, withoutRoom } from '../test/building-models.ts';

type FloorInput = BuildingModelInput['floors'][number];

/** The house with a change to its ground floor. */
function houseWith(change: (ground: FloorInput) => void): BuildingModelInput {
  const input = house();
  change(floorOf(input, 'ground'));
  return input;
}

function roomOf(floor: FloorInput, id: string) {
  const room = floor.rooms.find((candidate) => candidate.id === id);
  if (!room) throw new Error(`no room ${id}`);
  return room;
}

describe('the plan check on rooms', () => {
  it('refuses overlapping rooms', () => {
    expect(messages(house(), 'room-overlap')).toEqual([]);
    const input = houseWith((ground) => {
      roomOf(ground, 'kitchen').polygon = rect(17, 14, 9, 16);
    });
    expect(messages(input, 'room-overlap')).toEqual([
      'Coats and Kitchen overlap by 3 sq ft on Ground floor.',
      'Kitchen and Living room overlap by 6 sq ft on Ground floor.',
    ]);
  });

  it("asks a floor's rooms to add up to its area within 2 %", () => {
    // The 21 sq ft coat closet left out is 1.6 % of the floor…
    expect(messages(withoutRoom(house(), 'coats'), 'floor-area')).toEqual([]);
    // …the bath as well, 4.9 %.
    expect(messages(withoutRoom(withoutRoom(house(), 'coats'), 'bath'), 'floor-area')).toEqual([
      "Ground floor's rooms add up to 1,227 sq ft of the 1,290 sq ft inside its outer walls: 63 sq ft is in no room.",
    ]);
    const overlapping = houseWith((ground) => {
      roomOf(ground, 'kitchen').polygon = rect(17, 8, 9, 22);
    });
    expect(messages(overlapping, 'floor-area')).toEqual([
      "Ground floor's rooms add up to 1,353 sq ft, more than the 1,290 sq ft inside its outer walls.",
    ]);
  });

  it('asks bedrooms for 70 sq ft and full baths for 35 sq ft', () => {
    expect(messages(house(), 'room-size')).toEqual([]);
    const input = houseWith((ground) => {
      roomOf(ground, 'closet2').kind = 'bedroom';
      roomOf(ground, 'coats').kind = 'bath-full';
    });
    expect(messages(input, 'room-size')).toEqual([
      'Closet is 42 sq ft: a bedroom is at least 70 sq ft (IRC R304.1).',
      'Coats is 21 sq ft: a full bath is at least 35 sq ft.',
    ]);
  });

  it('warns of rooms longer than 2.5 : 1, halls, galleries and garages aside', () => {
    expect(messages(house(), 'room-proportion')).toEqual([]);
    const input = houseWith((ground) => {
      roomOf(ground, 'hall').kind = 'office';
    });
    expect(messages(input, 'room-proportion')).toEqual([
      'Hall is 22′-0″ by 3′-0″ (7.3 : 1): rooms other than halls, galleries and garages are at most 2.5 : 1.',
    ]);
    expect(checkPlan(build(input)).find((finding) => finding.rule === 'room-proportion')?.severity).toBe('warning');
  });

  it('warns when a bedroom is larger than the primary bedroom', () => {
    expect(messages(house(), 'primary-bedroom')).toEqual([]);
    const input = houseWith((ground) => {
      roomOf(ground, 'bed2').kind = 'primary-bedroom';
      roomOf(ground, 'primary').kind = 'bedroom';
    });
    expect(messages(input, 'primary-bedroom')).toEqual([
      'Primary bedroom (182 sq ft) is larger than Bedroom 2 (154 sq ft): the primary bedroom is the largest.',
    ]);
  });

  it('finds in the model what the description names, and counts its bedrooms and cars', () => {
    const description = 'A two-bedroom house with a covered porch, a one-car garage and no basement.';
    expect(messages(house(), 'description', description)).toEqual([]);
    expect(
      messages(
        house(),
        'description',
        'Three-bedroom living wrapped around a planted courtyard, with a sauna and a 2-car garage.',
      ),
    ).toEqual([
      'The description mentions a sauna, but the model has none.',
      'The description mentions a courtyard, but the model has none.',
      'The description says 3 bedrooms; the model has 2.',
      "The description says a 2-car garage; the model's garage doors take 1.",
    ]);
    const withSauna = houseWith((ground) => {
      roomOf(ground, 'coats').kind = 'sauna';
    });
    expect(messages(withSauna, 'description', 'A sauna by the hall, but no deck.')).toEqual([]);
    expect(messages(house(), 'description')).toEqual([]);
  });

  it('lists every rule with its severity: errors block publishing', () => {
    expect(
      Object.entries(PLAN_RULES)
        .filter(([, rule]) => rule.severity === 'warning')
        .map(([id]) => id),
    ).toEqual(['glazing', 'room-proportion', 'primary-bedroom']);
  });
});

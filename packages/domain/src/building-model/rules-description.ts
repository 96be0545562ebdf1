/**
 * What a design's description promises (a sauna, a courtyard, a porch, four bedrooms) is in its model.
 * A mention preceded by "no", "without", "not" or "optional" promises nothing.
 */

import { vehicleDoorBays } from './derive.ts';
import type { OutdoorKind, RoomKind } from './kinds.ts';
import type { RuleFinding } from './plan-check.ts';
import type { PlanContext } from './plan-context.ts';

interface Feature {
  words: RegExp;
  what: string;
  rooms?: RoomKind[];
  outdoor?: OutdoorKind[];
  /** Present some other way (a mezzanine floor, a basement level). */
  other?: (context: PlanContext) => boolean;
}

const FEATURES: Feature[] = [
  { words: /\bsaunas?\b/g, what: 'a sauna', rooms: ['sauna'] },
  { words: /\bcourtyards?\b/g, what: 'a courtyard', outdoor: ['courtyard'] },
  { words: /\bporch(?:es)?\b/g, what: 'a porch', outdoor: ['porch'] },
  { words: /\bdecks?\b/g, what: 'a deck', outdoor: ['deck'] },
  { words: /\bterraces?\b/g, what: 'a terrace', outdoor: ['terrace', 'patio'] },
  { words: /\bpatios?\b/g, what: 'a patio', outdoor: ['patio', 'terrace'] },
  { words: /\bbalcon(?:y|ies)\b/g, what: 'a balcony', outdoor: ['balcony'] },
  { words: /\bgarage\b/g, what: 'a garage', rooms: ['garage'] },
  { words: /\bbasement\b/g, what: 'a basement', other: ({ model }) => model.floors.some((floor) => floor.level < 0) },
  {
    words: /\b(?:loft|mezzanine)s?\b/g,
    what: 'a loft or mezzanine',
    rooms: ['loft'],
    other: ({ model }) => model.floors.some((floor) => floor.mezzanine),
  },
  { words: /\bdouble[- ]height\b/g, what: 'a double-height space', rooms: ['void'] },
  { words: /\b(?:office|study)\b/g, what: 'an office', rooms: ['office'] },
  { words: /\bpantry\b/g, what: 'a pantry', rooms: ['pantry'] },
  { words: /\bmud ?room\b/g, what: 'a mudroom', rooms: ['mudroom'] },
  { words: /\blaundry\b/g, what: 'a laundry', rooms: ['laundry'] },
];

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const NUMBER = `(\\d|${Object.keys(NUMBERS).join('|')})`;
const NEGATION = /\b(?:no|not|without|optional|nor)\b(?:\W+\w+){0,2}\W*$/;

/** Whether some mention of the words is not negated just before it. */
function mentions(text: string, words: RegExp): boolean {
  for (const match of text.matchAll(words))
    if (!NEGATION.test(text.slice(Math.max(0, match.index - 40), match.index))) return true;
  return false;
}

function stated(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  const word = match?.[1];
  return word === undefined ? null : (NUMBERS[word] ?? Number(word));
}

export function descriptionRules(context: PlanContext): RuleFinding[] {
  const text = context.description.toLowerCase();
  if (!text.trim()) return [];
  const rooms = [...context.rooms.values()].map(({ room }) => room);
  const outdoor = context.model.floors.flatMap((floor) => floor.outdoor);
  const findings: RuleFinding[] = [];
  for (const feature of FEATURES) {
    if (!mentions(text, feature.words)) continue;
    const present =
      rooms.some((room) => feature.rooms?.includes(room.kind)) ||
      outdoor.some((space) => feature.outdoor?.includes(space.kind)) ||
      (feature.other?.(context) ?? false);
    if (!present)
      findings.push({
        rule: 'description',
        message: `The description mentions ${feature.what}, but the model has none.`,
        elements: [],
      });
  }

  const bedrooms = stated(text, new RegExp(`\\b${NUMBER}[- ]bed(?:room)?s?\\b`));
  const modelBedrooms = rooms.filter((room) => room.kind === 'bedroom' || room.kind === 'primary-bedroom').length;
  if (bedrooms !== null && bedrooms !== modelBedrooms)
    findings.push({
      rule: 'description',
      message: `The description says ${bedrooms} bedrooms; the model has ${modelBedrooms}.`,
      elements: [],
    });
  const cars = stated(text, new RegExp(`\\b${NUMBER}[- ]car\\b`));
  const bays = context.doors
    .filter(({ door }) => door.kind === 'vehicle')
    .reduce((sum, { door }) => sum + vehicleDoorBays(door.widthIn), 0);
  if (cars !== null && cars !== bays)
    findings.push({
      rule: 'description',
      message: `The description says a ${cars}-car garage; the model's garage doors take ${bays}.`,
      elements: [],
    });
  return findings;
}

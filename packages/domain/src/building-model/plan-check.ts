/**
 * The plan check: judges a building model as a plan reviewer would, on every save and on publish.
 * Errors block publishing; warnings are shown beside the drawing. Each finding names the room or
 * element in plain words and lists the ids it concerns, so the editor can select them.
 */
import { planContext } from './plan-context.ts';
import { circulationRules } from './rules-circulation.ts';
import { descriptionRules } from './rules-description.ts';
import { openingRules } from './rules-openings.ts';
import { roomRules } from './rules-rooms.ts';
import { stairRules } from './rules-stairs.ts';
import type { BuildingModel } from './schema.ts';

export type PlanSeverity = 'error' | 'warning';

/** Every rule, its severity and what it asks, in the order findings are listed. */
export const PLAN_RULES = {
  'stair-riser': { severity: 'error', title: 'Stair risers at most 7¾ in (IRC R311.7.5.1)' },
  'stair-tread': { severity: 'error', title: 'Stair treads at least 10 in (IRC R311.7.5.2)' },
  'stair-width': { severity: 'error', title: 'Stairs at least 36 in wide (IRC R311.7.1)' },
  'stair-fit': { severity: 'error', title: 'A stair fits in the room it stands in' },
  'stair-headroom': { severity: 'error', title: 'Headroom over a stair at least 6′-8″ (IRC R311.7.2)' },
  'stair-alignment': { severity: 'error', title: 'A stair arrives on the floor it joins' },
  'basement-stair': { severity: 'error', title: 'A basement foundation has a basement, with a stair down' },
  'door-placement': { severity: 'error', title: 'Doors sit in a wall between the spaces they join' },
  'window-placement': { severity: 'error', title: 'Windows sit in an exterior wall of their room, under its ceiling' },
  'front-door': { severity: 'error', title: 'The front door opens from outside into the entry' },
  reachable: { severity: 'error', title: 'Every room can be reached through doors from the entry' },
  'bedroom-door': { severity: 'error', title: 'Bedrooms have a door to a hall or a living space' },
  'bedroom-egress': { severity: 'error', title: 'Bedrooms have an emergency escape window or door (IRC R310)' },
  'garage-door': { severity: 'error', title: 'A garage has a vehicle door' },
  'room-overlap': { severity: 'error', title: 'Rooms do not overlap' },
  'floor-area': { severity: 'error', title: "A floor's rooms add up to its area within 2 %" },
  'room-size': { severity: 'error', title: 'Bedrooms at least 70 sq ft (IRC R304.1), full baths at least 35 sq ft' },
  description: { severity: 'error', title: 'What the description names is in the model' },
  glazing: { severity: 'warning', title: 'Habitable rooms glazed at least 8 % of their floor (IRC R303.1)' },
  'room-proportion': { severity: 'warning', title: 'Rooms at most 2.5 : 1, halls, galleries and garages aside' },
  'primary-bedroom': { severity: 'warning', title: 'The primary bedroom is the largest bedroom' },
} as const satisfies Record<string, { severity: PlanSeverity; title: string }>;

export type PlanRuleId = keyof typeof PLAN_RULES;

export interface PlanFinding {
  rule: PlanRuleId;
  severity: PlanSeverity;
  /** "Bedroom 2 has no egress window (IRC R310)." */
  message: string;
  /** The ids of the rooms, doors, windows, stairs or floors it is about. */
  elements: string[];
}

/** What a rule reports; the check adds the rule's severity. */
export type RuleFinding = Omit<PlanFinding, 'severity'>;

export function checkPlan(model: BuildingModel, options: { description?: string } = {}): PlanFinding[] {
  const context = planContext(model, options.description);
  const findings = [
    ...stairRules(context),
    ...circulationRules(context),
    ...openingRules(context),
    ...roomRules(context),
    ...descriptionRules(context),
  ];
  const order = Object.keys(PLAN_RULES);
  return findings
    .map((finding) => ({ ...finding, severity: PLAN_RULES[finding.rule].severity }))
    .sort((a, b) => order.indexOf(a.rule) - order.indexOf(b.rule));
}

/** Whether the model may be published: no finding is an error. */
export const passesPlanCheck = (findings: readonly PlanFinding[]): boolean =>
  findings.every((finding) => finding.severity !== 'error');

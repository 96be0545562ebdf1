import './zod-config.ts';
import { z } from 'zod';
import { LICENCE_IDS, LICENCES, type LicenceId } from './licences.ts';
import type { Cents } from './money.ts';

/**
 * Licence upgrades (decision 052): a buyer who bought a design under one licence buys a wider one from
 * their order's page and pays only the difference between the wider licence's price now and what they
 * paid for theirs. The upgrade is an order of its own, paid like any other; once paid it delivers the
 * wider licence's files.
 */

/** The licences each licence may be upgraded to, narrowest first. */
export const LICENCE_UPGRADES: Readonly<Record<LicenceId, readonly LicenceId[]>> = {
  'pdf-single': ['cad', 'unlimited'],
  cad: ['unlimited'],
  unlimited: [],
  // A study set becomes a build licence through its credit at checkout (decision 051), not here.
  study: [],
};

/** What an upgrade costs: the wider licence's price now less what was paid for the licence, never below zero. */
export const upgradePrice = (paidCents: Cents, targetCents: Cents): Cents => Math.max(0, targetCents - paidCents);

/** An upgrade a paid order's line can be given, as its page offers it. */
export interface LicenceUpgradeOffer {
  designId: string;
  title: string;
  from: LicenceId;
  to: LicenceId;
  /** "CAD files" */
  label: string;
  priceCents: Cents;
}

export const licenceUpgradeOfferSchema: z.ZodType<LicenceUpgradeOffer> = z.object({
  designId: z.string(),
  title: z.string(),
  from: z.enum(LICENCE_IDS),
  to: z.enum(LICENCE_IDS),
  label: z.string(),
  priceCents: z.number().int().nonnegative(),
});

/**
 * The upgrades a line can be given now, from the licences its design offers now (priced, sale included):
 * each at its price less `paidCents`, everything really paid for the line's licence so far (its own
 * payment net of discount and credit, `paidForLicence`, and its paid upgrades', each less the share its
 * order refunded, `keptAfterRefunds`).
 */
export function upgradeOffers(
  line: { designId: string; title: string; licence: LicenceId; paidCents: Cents },
  offered: readonly { id: LicenceId; priceCents: Cents }[],
): LicenceUpgradeOffer[] {
  return LICENCE_UPGRADES[line.licence].flatMap((to) => {
    const target = offered.find((option) => option.id === to);
    if (!target) return [];
    return [
      {
        designId: line.designId,
        title: line.title,
        from: line.licence,
        to,
        label: LICENCES[to].label,
        priceCents: upgradePrice(line.paidCents, target.priceCents),
      },
    ];
  });
}

/** Body of POST /api/orders/:number/upgrades (the order's link token in the query, or a signed-in account). */
export const licenceUpgradeRequestSchema = z.object({
  designId: z.string({ error: 'Choose a design of the order.' }).trim().min(1).max(64),
  licence: z.enum(LICENCE_IDS, { error: 'This licence is not offered.' }),
  idempotencyKey: z
    .string({ error: 'A submission key is required.' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The submission key is not valid.'),
});
export type LicenceUpgradeRequest = z.output<typeof licenceUpgradeRequestSchema>;

import {
  BUILD_LICENCE_IDS,
  type CheckoutRequest,
  isLicenceId,
  type LicenceId,
  licenceLabel,
  priceOrder,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { type LicenceUpgradeOffer, type LicenceUpgradeRequest, upgradeOffers } from '@atelier/domain/licence-upgrades';
import { taxRateFor } from '@atelier/domain/tax-rates';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { upgradeLimits } from './checkout-limits.ts';
import type { OrderRecord } from './order-records.ts';
import { findByKey, licencesForSale, type PlacedOrder, placePriced } from './place-order.ts';
import { taxRates } from './settings.ts';

/*
 * Licence upgrades (decision 052): a paid order's line is widened by an order of its own, priced at the
 * difference between the wider licence's price now and everything paid for the line's licence so far.
 */

/** How wide a build licence is: an upgrade goes only up. */
const width = (licence: LicenceId) => (BUILD_LICENCE_IDS as readonly string[]).indexOf(licence);

interface UpgradableLine extends LicenceUpgradeOffer {
  lineId: string;
}

/**
 * The upgrades a paid order's lines can be given now. A line upgraded before counts as its widest paid
 * licence, and what was paid for it all is taken off; a line with an upgrade still awaiting payment is
 * offered nothing until that one is paid or cancelled.
 */
async function upgradableLines(db: Database, order: Pick<OrderRecord, 'id' | 'status'>): Promise<UpgradableLine[]> {
  if (order.status !== 'paid') return [];
  const lines = await db
    .select({
      id: orderLines.id,
      designId: orderLines.designId,
      title: orderLines.title,
      licence: orderLines.licence,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const upgrades = await db
    .select({
      upgradeOf: orderLines.upgradeOf,
      licence: orderLines.licence,
      paidCents: orderLines.lineTotalCents,
      status: orders.status,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(
          orderLines.upgradeOf,
          lines.map((line) => line.id),
        ),
        inArray(orders.status, ['paid', 'awaiting_payment']),
      ),
    );
  const offered = await licencesForSale(db, [...new Set(lines.map((line) => line.designId))]);
  return lines.flatMap((line) => {
    if (!isLicenceId(line.licence)) return [];
    const mine = upgrades.filter((upgrade) => upgrade.upgradeOf === line.id);
    if (mine.some((upgrade) => upgrade.status === 'awaiting_payment')) return [];
    let licence: LicenceId = line.licence;
    let paid = line.unitPriceCents * line.quantity;
    for (const upgrade of mine) {
      paid += upgrade.paidCents;
      if (isLicenceId(upgrade.licence) && width(upgrade.licence) > width(licence)) licence = upgrade.licence;
    }
    return upgradeOffers(
      { designId: line.designId, title: line.title, licence, unitPriceCents: paid, quantity: 1 },
      offered.get(line.designId) ?? [],
    ).map((offer) => ({ ...offer, lineId: line.id }));
  });
}

/** The upgrades the buyer's page offers. */
export async function upgradesOf(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'status'>,
): Promise<LicenceUpgradeOffer[]> {
  return (await upgradableLines(db, order)).map(({ lineId, ...offer }) => offer);
}

/** The upgrade as a checkout request: the buyer's details as on the order, one line of the wider licence. */
function upgradeRequest(order: OrderRecord, body: LicenceUpgradeRequest): CheckoutRequest {
  const billing = order.billing;
  return {
    fullName: billing.name ?? order.customer.name,
    email: order.customer.email,
    phone: billing.phone ?? undefined,
    company: billing.company ?? undefined,
    vatNumber: billing.vatNumber ?? undefined,
    country: billing.country ?? 'US',
    address: billing.address ?? '',
    projectLocation: order.projectLocation ?? undefined,
    buildSite: undefined,
    notes: `Licence upgrade of order ${order.number}.`,
    acceptLicence: true,
    lines: [{ designId: body.designId, licence: body.licence, quantity: 1, options: [] }],
    idempotencyKey: body.idempotencyKey,
    promoCode: undefined,
    studySetOrder: undefined,
  };
}

/**
 * Places the order for an upgrade of `order`'s line: the buyer's details as on the order, one line of
 * the wider licence at the difference, tax at the billing country's rate. Paid like any order, but
 * limited per line (`upgradeLimits`), not as a guest order: it pays for a licence already bought.
 */
export async function placeUpgrade(
  db: Database,
  secret: string,
  order: OrderRecord,
  body: LicenceUpgradeRequest,
  provider: string,
): Promise<PlacedOrder> {
  if (order.status !== 'paid') {
    throw new DomainError('conflict', 'not_paid', `Order ${order.number} can be upgraded once it is paid.`);
  }
  const request = upgradeRequest(order, body);
  const offer = (await upgradableLines(db, order)).find(
    (candidate) => candidate.designId === body.designId && candidate.to === body.licence,
  );
  if (!offer) {
    // A repeated submission finds its order (which is why the line offers nothing now).
    const replay = await findByKey(db, secret, request);
    if (replay) return replay;
    throw new DomainError('invalid', 'upgrade_not_offered', 'This upgrade is not offered for this order.', {
      fields: { licence: 'This upgrade is not offered for this order.' },
    });
  }
  const title = `${offer.title} (upgrade from ${licenceLabel(offer.from)}, order ${order.number})`;
  const { lines, totals } = priceOrder(
    [
      {
        designId: offer.designId,
        title,
        licence: offer.to,
        unitPriceCents: offer.priceCents,
        quantity: 1,
        options: [],
      },
    ],
    taxRateFor(await taxRates(db), request.country),
  );
  return placePriced(
    db,
    secret,
    request,
    { ok: true, lines, totals, promotionId: null, creditedLines: [], upgradeOf: offer.lineId },
    provider,
    upgradeLimits(offer.lineId),
  );
}

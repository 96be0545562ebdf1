import {
  BUILD_LICENCE_IDS,
  type CheckoutRequest,
  isLicenceId,
  keptAfterRefunds,
  type LicenceId,
  paidForLicence,
  priceOrder,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { type LicenceUpgradeOffer, type LicenceUpgradeRequest, upgradeOffers } from '@atelier/domain/licence-upgrades';
import { taxRateFor } from '@atelier/domain/tax-rates';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { orderLines } from '../../db/schema/index.ts';
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

interface UpgradableLine {
  offer: LicenceUpgradeOffer;
  /** The line bought at checkout that the upgrade widens: an upgrade's own line stands for it. */
  root: FamilyLine;
}

/** A line of the family an upgrade belongs to: the line bought at checkout, or an upgrade of it. */
interface FamilyLine {
  id: string;
  upgradeOf: string | null;
  designId: string;
  title: string;
  licence: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  discountCents: number;
  creditCents: number;
  buildSite: string | null;
  status: string;
  orderNumber: string;
  /** Its order's total and what was refunded of it. */
  totalCents: number;
  refundedCents: number;
}

/**
 * The lines `lineIds` belong with: each one's line bought at checkout (older upgrades may widen an
 * upgrade), and every upgrade of it, with its order's status.
 */
async function familiesOf(db: Database, lineIds: readonly string[]): Promise<FamilyLine[]> {
  return queryRows<FamilyLine>(
    db,
    sql`
    with recursive up as (
      select id, upgrade_of from order_lines where id = any(${sql.param(lineIds)}::text[])
      union
      select l.id, l.upgrade_of from order_lines l join up on l.id = up.upgrade_of
    ),
    down as (
      select id from up where upgrade_of is null
      union
      select l.id from order_lines l join down on l.upgrade_of = down.id
    )
    select l.id, l.upgrade_of as "upgradeOf", l.design_id as "designId", l.title, l.licence,
           l.unit_price_cents as "unitPriceCents", l.quantity, l.line_total_cents as "lineTotalCents",
           l.discount_cents as "discountCents", l.credit_cents as "creditCents", l.build_site as "buildSite", o.status,
           o.number as "orderNumber", o.total_cents as "totalCents", o.refunded_cents as "refundedCents"
    from down join order_lines l on l.id = down.id join orders o on o.id = l.order_id`,
  );
}

/** The line bought at checkout that `line` belongs to. */
function rootOf(line: FamilyLine, byId: ReadonlyMap<string, FamilyLine>): FamilyLine {
  let root = line;
  for (let parent = byId.get(root.upgradeOf ?? ''); parent; parent = byId.get(root.upgradeOf ?? '')) root = parent;
  return root;
}

/**
 * The upgrades a paid order's lines can be given now, the same on the order that bought the line and on
 * every upgrade of it: a line counts as its widest paid licence, and everything really paid for it so
 * far (`paidForLicence` of each paid part, decision 064, less the share its order refunded, decision 070)
 * is taken off. A line with an upgrade still awaiting payment is offered nothing until that one is paid
 * or cancelled.
 */
async function upgradableLines(db: Database, order: Pick<OrderRecord, 'id' | 'status'>): Promise<UpgradableLine[]> {
  if (order.status !== 'paid') return [];
  const own = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const family = await familiesOf(
    db,
    own.map((line) => line.id),
  );
  const byId = new Map(family.map((line) => [line.id, line]));
  const roots = new Map<string, FamilyLine>();
  for (const line of own) {
    const found = byId.get(line.id);
    if (found) roots.set(rootOf(found, byId).id, rootOf(found, byId));
  }
  const offered = await licencesForSale(db, [...new Set([...roots.values()].map((root) => root.designId))]);
  return [...roots.values()].flatMap((root) => {
    if (!isLicenceId(root.licence)) return [];
    const parts = family.filter((line) => rootOf(line, byId).id === root.id);
    if (parts.some((part) => part.status === 'awaiting_payment')) return [];
    let licence: LicenceId = root.licence;
    let paidCents = 0;
    for (const part of parts) {
      if (part.status !== 'paid') continue;
      // What the order refunded in part is no longer paid for the licence (decision 070).
      paidCents += keptAfterRefunds(paidForLicence(part), part);
      if (isLicenceId(part.licence) && width(part.licence) > width(licence)) licence = part.licence;
    }
    return upgradeOffers(
      { designId: root.designId, title: root.title, licence, paidCents },
      offered.get(root.designId) ?? [],
    ).map((offer) => ({ offer, root }));
  });
}

/** The upgrades the buyer's page offers. */
export async function upgradesOf(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'status'>,
): Promise<LicenceUpgradeOffer[]> {
  return (await upgradableLines(db, order)).map(({ offer }) => offer);
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
  const upgradable = (await upgradableLines(db, order)).find(
    ({ offer }) => offer.designId === body.designId && offer.to === body.licence,
  );
  if (!upgradable) {
    // A repeated submission finds its order (which is why the line offers nothing now).
    const replay = await findByKey(db, secret, request);
    if (replay) return replay;
    throw new DomainError('invalid', 'upgrade_not_offered', 'This upgrade is not offered for this order.', {
      fields: { licence: 'This upgrade is not offered for this order.' },
    });
  }
  const { offer, root } = upgradable;
  // "CAD files for Nordic Timber House (upgrade of order AP-…)": the order that bought the licence.
  const title = `${offer.label} for ${offer.title} (upgrade of order ${root.orderNumber})`;
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
    // The plans are built where the line's licence said they would be.
    { ...request, buildSite: root.buildSite ?? undefined },
    { ok: true, lines, totals, promotionId: null, creditedLines: [], upgradeOf: root.id },
    provider,
    upgradeLimits(root.id),
  );
}

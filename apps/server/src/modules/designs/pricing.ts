import {
  type BulkPriceApply,
  type BulkPriceChange,
  changedPrice,
  type LicencePriceChange,
  type PriceHistory,
  type PricePreview,
  proportionalPrice,
} from '@atelier/domain/catalogue-admin';
import { DomainError } from '@atelier/domain/domain-error';
import type { ExtraLicenceId } from '@atelier/domain/licences';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designLicences, designPriceChanges, designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

/** Writes one price change to the history; call it in the transaction that changes the price. */
export async function recordPriceChange(
  tx: Database,
  actor: StaffActor,
  designId: string,
  oldCents: number,
  newCents: number,
) {
  if (oldCents === newCents) return;
  await tx.insert(designPriceChanges).values({
    designId,
    oldCents,
    newCents,
    changedBy: actor.id,
    changedByName: actor.name,
  });
}

const HISTORY_LIMIT = 200;

const outOfRange = (title: string) =>
  new DomainError(
    'unprocessable',
    'price_out_of_range',
    `The new price of “${title}” would fall outside $1 to $100,000.`,
    {
      fields: { value: 'This change takes a price outside $1 to $100,000.' },
    },
  );

type LicencePrices = Map<string, { licence: ExtraLicenceId; priceCents: number }[]>;

/** The extra licence prices (CAD, unlimited, study set) of these designs, locked with them when `lock` is set. */
async function licencePricesOf(executor: Database, designIds: readonly string[], lock = false): Promise<LicencePrices> {
  const byDesign: LicencePrices = new Map();
  if (designIds.length === 0) return byDesign;
  const query = executor
    .select({
      designId: designLicences.designId,
      licence: designLicences.licence,
      priceCents: designLicences.priceCents,
    })
    .from(designLicences)
    .where(inArray(designLicences.designId, [...designIds]))
    .orderBy(asc(designLicences.designId), asc(designLicences.licence));
  for (const row of await (lock ? query.for('update') : query)) {
    const list = byDesign.get(row.designId) ?? [];
    list.push({ licence: row.licence as ExtraLicenceId, priceCents: row.priceCents });
    byDesign.set(row.designId, list);
  }
  return byDesign;
}

/** The licences' prices moved in the proportion of the base price (old → new). */
function movedLicences(
  licences: readonly { licence: ExtraLicenceId; priceCents: number }[],
  oldBaseCents: number,
  newBaseCents: number,
  title: string,
): LicencePriceChange[] {
  return licences.map(({ licence, priceCents }) => {
    const newCents = proportionalPrice(priceCents, oldBaseCents, newBaseCents);
    if (newCents === null) throw outOfRange(title);
    return { licence, oldCents: priceCents, newCents };
  });
}

/** Writes the licences' new prices; call it in the transaction that changes the base price. */
async function saveLicencePrices(tx: Database, designId: string, licences: readonly LicencePriceChange[]) {
  for (const { licence, newCents } of licences) {
    await tx
      .update(designLicences)
      .set({ priceCents: newCents })
      .where(and(eq(designLicences.designId, designId), eq(designLicences.licence, licence)));
  }
}

/** Prices: one at a time inline, or many at once with a preview of old → new; all recorded. */
export function createPricing(db: Database) {
  /** The designs a bulk change applies to (archived ones are no longer sold, so they are left alone). */
  async function targets(executor: Database, change: BulkPriceChange, lock = false) {
    const scope = change.categoryId
      ? eq(designs.categoryId, change.categoryId)
      : inArray(designs.id, change.designIds ?? []);
    const query = executor
      .select({ id: designs.id, title: designs.title, oldCents: designs.priceCents, version: designs.version })
      .from(designs)
      .where(and(scope, ne(designs.status, 'archived')))
      .orderBy(asc(designs.title), asc(designs.id));
    return lock ? query.for('update') : query;
  }

  function preview(
    rows: { id: string; title: string; oldCents: number }[],
    change: BulkPriceChange,
    licences: LicencePrices,
  ): PricePreview {
    if (rows.length === 0)
      throw new DomainError('unprocessable', 'nothing_to_change', 'No design that is on sale matches this choice.');
    return {
      rows: rows.map(({ id, title, oldCents }) => {
        const newCents = changedPrice(oldCents, change.kind, change.value);
        if (newCents === null) throw outOfRange(title);
        const moved = change.moveLicences ? movedLicences(licences.get(id) ?? [], oldCents, newCents, title) : [];
        return { id, title, oldCents, newCents, licences: moved };
      }),
    };
  }

  return {
    async preview(change: BulkPriceChange): Promise<PricePreview> {
      const rows = await targets(db, change);
      return preview(
        rows,
        change,
        await licencePricesOf(
          db,
          rows.map((row) => row.id),
        ),
      );
    },

    /** Applies what was previewed, or nothing: a price changed since the preview answers 409. */
    async apply(body: BulkPriceApply, actor: StaffActor): Promise<PricePreview> {
      return db.transaction(async (tx) => {
        const rows = await targets(tx, body.change, true);
        const expected = new Map(body.expected.map((entry) => [entry.id, entry.oldCents]));
        const same = rows.length === expected.size && rows.every((row) => expected.get(row.id) === row.oldCents);
        if (!same)
          throw new DomainError(
            'conflict',
            'prices_changed',
            'Prices changed since the preview. Preview again before applying.',
          );
        const change = body.change;
        const licences = await licencePricesOf(
          tx,
          rows.map((row) => row.id),
          true,
        );
        const result = preview(rows, change, licences);
        for (const row of result.rows) {
          const version = rows.find((entry) => entry.id === row.id)?.version ?? 1;
          await tx
            .update(designs)
            .set({ priceCents: row.newCents, version: version + 1, updatedBy: actor.id, updatedAt: new Date() })
            .where(eq(designs.id, row.id));
          await saveLicencePrices(tx, row.id, row.licences);
          await recordPriceChange(tx, actor, row.id, row.oldCents, row.newCents);
        }
        const target = change.categoryId
          ? { type: 'category' as const, id: change.categoryId }
          : { type: 'design' as const, id: '*' };
        await recordStaffAction(tx, actor, 'pricing.bulk_change', target, {
          change: change.kind === 'percent' ? `${change.value} %` : `${change.value / 100} USD`,
          designs: result.rows.length,
          licencePrices: change.moveLicences ? 'moved in proportion' : 'kept',
        });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: '*' });
        return result;
      });
    },

    /** One design's price, changed inline; raises its version so an open form cannot overwrite it unseen. */
    async setPrice(
      designId: string,
      { priceCents, moveLicences }: { priceCents: number; moveLicences: boolean },
      actor: StaffActor,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ title: designs.title, priceCents: designs.priceCents, version: designs.version })
          .from(designs)
          .where(eq(designs.id, designId))
          .for('update');
        if (!row) throw new DomainError('not_found', 'not_found', 'This design does not exist.');
        if (row.priceCents === priceCents) return;
        const licences = moveLicences
          ? movedLicences(
              (await licencePricesOf(tx, [designId], true)).get(designId) ?? [],
              row.priceCents,
              priceCents,
              row.title,
            )
          : [];
        await tx
          .update(designs)
          .set({ priceCents, version: row.version + 1, updatedBy: actor.id, updatedAt: new Date() })
          .where(eq(designs.id, designId));
        await saveLicencePrices(tx, designId, licences);
        await recordPriceChange(tx, actor, designId, row.priceCents, priceCents);
        await recordStaffAction(
          tx,
          actor,
          'design.price_change',
          { type: 'design', id: designId },
          {
            before: row.priceCents,
            after: priceCents,
            ...Object.fromEntries(licences.map((moved) => [`${moved.licence}After`, moved.newCents])),
          },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: designId });
      });
    },

    async history(designId?: string): Promise<PriceHistory> {
      const rows = await db
        .select({
          id: designPriceChanges.id,
          designId: designPriceChanges.designId,
          designTitle: designs.title,
          oldCents: designPriceChanges.oldCents,
          newCents: designPriceChanges.newCents,
          changedBy: designPriceChanges.changedByName,
          changedAt: designPriceChanges.changedAt,
        })
        .from(designPriceChanges)
        .innerJoin(designs, eq(designs.id, designPriceChanges.designId))
        .where(designId ? eq(designPriceChanges.designId, designId) : undefined)
        .orderBy(desc(designPriceChanges.changedAt), desc(designPriceChanges.id))
        .limit(HISTORY_LIMIT);
      return { changes: rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })) };
    },
  };
}

import {
  type BulkPriceApply,
  type BulkPriceChange,
  changedPrice,
  type PriceHistory,
  type PricePreview,
} from '@atelier/domain/catalogue-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designPriceChanges, designs } from '../../db/schema/index.ts';
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

  function preview(rows: { id: string; title: string; oldCents: number }[], change: BulkPriceChange): PricePreview {
    const previewRows = rows.map((row) => ({
      ...row,
      newCents: changedPrice(row.oldCents, change.kind, change.value),
    }));
    const outside = previewRows.find((row) => row.newCents === null);
    if (outside)
      throw new DomainError(
        'unprocessable',
        'price_out_of_range',
        `The new price of “${outside.title}” would fall outside $1 to $100,000.`,
        {
          fields: {
            value: 'This change takes a price outside $1 to $100,000.',
          },
        },
      );
    if (previewRows.length === 0)
      throw new DomainError('unprocessable', 'nothing_to_change', 'No design that is on sale matches this choice.');
    return {
      rows: previewRows.map(({ id, title, oldCents, newCents }) => ({
        id,
        title,
        oldCents,
        newCents: newCents ?? oldCents,
      })),
    };
  }

  return {
    async preview(change: BulkPriceChange): Promise<PricePreview> {
      return preview(await targets(db, change), change);
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
        const result = preview(rows, body.change);
        for (const row of result.rows) {
          const version = rows.find((entry) => entry.id === row.id)?.version ?? 1;
          await tx
            .update(designs)
            .set({ priceCents: row.newCents, version: version + 1, updatedBy: actor.id, updatedAt: new Date() })
            .where(eq(designs.id, row.id));
          await recordPriceChange(tx, actor, row.id, row.oldCents, row.newCents);
        }
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: '*' });
        return result;
      });
    },

    /** One design's price, changed inline; raises its version so an open form cannot overwrite it unseen. */
    async setPrice(designId: string, priceCents: number, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ priceCents: designs.priceCents, version: designs.version })
          .from(designs)
          .where(eq(designs.id, designId))
          .for('update');
        if (!row) throw new DomainError('not_found', 'not_found', 'This design does not exist.');
        if (row.priceCents === priceCents) return;
        await tx
          .update(designs)
          .set({ priceCents, version: row.version + 1, updatedBy: actor.id, updatedAt: new Date() })
          .where(eq(designs.id, designId));
        await recordPriceChange(tx, actor, designId, row.priceCents, priceCents);
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

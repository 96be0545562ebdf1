import { randomUUID } from 'node:crypto';
import { DomainError } from '@atelier/domain/domain-error';
import { type PriceSaleInput, type StaffPriceSale, saleStatus } from '@atelier/domain/price-sales';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, designs, priceSales } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

type SaleRow = typeof priceSales.$inferSelect;

const notFound = () => new DomainError('not_found', 'not_found', 'Sale not found.');

/** What a sale reduces, by its name: the design's title or the category's label. */
const targetLabel = sql<string | null>`case ${priceSales.target}
  when 'design' then (select d.title from designs d where d.id = ${priceSales.targetId})
  else (select c.label from categories c where c.id = ${priceSales.targetId}) end`;

function staffSale(row: SaleRow & { targetLabel: string | null }, now: Date): StaffPriceSale {
  const view = {
    id: row.id,
    name: row.name,
    target: row.target as StaffPriceSale['target'],
    targetId: row.targetId,
    targetLabel: row.targetLabel ?? row.targetId,
    percentOff: row.percentOff,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
  return { ...view, status: saleStatus(view, now) };
}

/** Sales as staff run them (decision 050): each change audited, and announced so every page shows it. */
export function createPriceSaleStore(db: Database) {
  const select = () => db.select({ ...getTableColumns(priceSales), targetLabel }).from(priceSales);

  async function list(now = new Date()): Promise<StaffPriceSale[]> {
    const rows = await select().orderBy(desc(priceSales.startsAt), priceSales.id);
    return rows.map((row) => staffSale(row, now));
  }

  async function get(id: string): Promise<StaffPriceSale> {
    const [row] = await select().where(eq(priceSales.id, id));
    if (!row) throw notFound();
    return staffSale(row, new Date());
  }

  /** The design or category must exist; a sale of nothing would sit in the list doing nothing. */
  async function checkTarget(tx: Database, input: PriceSaleInput) {
    const table = input.target === 'design' ? designs : categories;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, input.targetId));
    if (!found) {
      const message = input.target === 'design' ? 'No design has this id.' : 'No category has this id.';
      throw new DomainError('invalid', 'unknown_target', message, { fields: { targetId: message } });
    }
  }

  const columnsOf = (input: PriceSaleInput) => ({
    name: input.name,
    target: input.target,
    targetId: input.targetId,
    percentOff: input.percentOff,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  });

  const detailOf = (input: PriceSaleInput) => ({
    name: input.name,
    target: `${input.target} ${input.targetId}`,
    percentOff: input.percentOff,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  });

  async function create(input: PriceSaleInput, actor: StaffActor): Promise<StaffPriceSale> {
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await checkTarget(tx, input);
      await tx.insert(priceSales).values({ id, ...columnsOf(input) });
      await recordStaffAction(tx, actor, 'sale.create', { type: 'sale', id }, detailOf(input));
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: '*' });
    });
    return get(id);
  }

  async function update(id: string, input: PriceSaleInput, actor: StaffActor): Promise<StaffPriceSale> {
    await db.transaction(async (tx) => {
      await checkTarget(tx, input);
      const [updated] = await tx
        .update(priceSales)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(eq(priceSales.id, id))
        .returning({ id: priceSales.id });
      if (!updated) throw notFound();
      await recordStaffAction(tx, actor, 'sale.update', { type: 'sale', id }, detailOf(input));
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: '*' });
    });
    return get(id);
  }

  /** Ends a sale now (a scheduled one never starts); its record stays. An ended sale is left as it is. */
  async function end(id: string, actor: StaffActor): Promise<StaffPriceSale> {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(priceSales).where(eq(priceSales.id, id)).for('update');
      if (!current) throw notFound();
      if (current.endsAt.getTime() <= Date.now()) return;
      // A sale not yet started is moved to end now too: it never ran.
      await tx
        .update(priceSales)
        .set({ startsAt: sql`least(${priceSales.startsAt}, now())`, endsAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(priceSales.id, id));
      await recordStaffAction(tx, actor, 'sale.end', { type: 'sale', id }, { name: current.name });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'price', id: '*' });
    });
    return get(id);
  }

  return { list, get, create, update, end };
}

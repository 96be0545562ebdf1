import { can, type PermissionHolder } from '@atelier/domain';
import type { DashboardFigures } from '@atelier/domain/dashboard';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, customers, designs, orders } from '../../db/schema/index.ts';

/** Figures for the admin dashboard, read straight from the database: only those the viewer may see. */
export async function loadDashboardFigures(db: Database, viewer: PermissionHolder): Promise<DashboardFigures> {
  const [catalogue, orderFigures, customerFigures] = await Promise.all([
    can(viewer, 'designs', 'read') ? catalogueFigures(db) : null,
    can(viewer, 'orders', 'read') ? orderTotals(db) : null,
    can(viewer, 'customers', 'read') ? customerTotals(db) : null,
  ]);
  return {
    designs: catalogue?.designs ?? null,
    mostPopular: catalogue?.mostPopular ?? null,
    orders: orderFigures,
    customers: customerFigures,
  };
}

/** The catalogue on sale: drafts and archived designs are not counted. */
async function catalogueFigures(db: Database) {
  const published = eq(designs.status, 'published');
  const [designStats] = await db
    .select({
      total: count(),
      featured: sql<number>`count(*) filter (where ${designs.featured})::int`,
      averagePriceCents: sql<number>`coalesce(round(avg(${designs.priceCents})), 0)::int`,
    })
    .from(designs)
    .where(published);
  const mostPopular = await db
    .select({
      id: designs.id,
      title: designs.title,
      category: categories.label,
      priceCents: designs.priceCents,
      popularity: designs.popularity,
    })
    .from(designs)
    .innerJoin(categories, eq(categories.id, designs.categoryId))
    .where(published)
    .orderBy(desc(designs.popularity), designs.id)
    .limit(5);
  return { designs: designStats ?? { total: 0, featured: 0, averagePriceCents: 0 }, mostPopular };
}

/** Null while no order exists yet, so the page shows no invented numbers. */
async function orderTotals(db: Database) {
  const [orderStats] = await db
    .select({
      total: count(),
      paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} is not null), 0)::int`,
    })
    .from(orders);
  return orderStats && orderStats.total > 0 ? orderStats : null;
}

async function customerTotals(db: Database) {
  const [customerStats] = await db.select({ total: count() }).from(customers);
  return customerStats && customerStats.total > 0 ? { total: customerStats.total } : null;
}

import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, customers, designs, orders } from '../../db/schema/index.ts';

export interface DashboardFigures {
  designs: { total: number; featured: number; averagePriceCents: number };
  mostPopular: { id: string; title: string; category: string; priceCents: number; popularity: number }[];
  /** Null while no order exists yet, so the page shows no invented numbers. */
  orders: { total: number; paid: number; revenueCents: number } | null;
  customers: { total: number } | null;
}

/** Figures for the admin dashboard, read straight from the database. */
export async function loadDashboardFigures(db: Database): Promise<DashboardFigures> {
  const [designStats] = await db
    .select({
      total: count(),
      featured: sql<number>`count(*) filter (where ${designs.featured})::int`,
      averagePriceCents: sql<number>`coalesce(round(avg(${designs.priceCents})), 0)::int`,
    })
    .from(designs);
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
    .orderBy(desc(designs.popularity), designs.id)
    .limit(5);
  const [orderStats] = await db
    .select({
      total: count(),
      paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} is not null), 0)::int`,
    })
    .from(orders);
  const [customerStats] = await db.select({ total: count() }).from(customers);
  return {
    designs: {
      total: designStats?.total ?? 0,
      featured: designStats?.featured ?? 0,
      averagePriceCents: designStats?.averagePriceCents ?? 0,
    },
    mostPopular,
    orders: orderStats && orderStats.total > 0 ? orderStats : null,
    customers: customerStats && customerStats.total > 0 ? { total: customerStats.total } : null,
  };
}

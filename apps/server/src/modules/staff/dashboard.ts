import { can, type PermissionHolder } from '@atelier/domain';
import { type DashboardFigures, PAYMENT_OVERDUE_DAYS, SALES_TREND_WEEKS } from '@atelier/domain/dashboard';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, chatConversations, contactInquiries, customers, designs, orders } from '../../db/schema/index.ts';
import { countOpenTasks } from '../orders/option-tasks.ts';
import { placedMoreThanDaysAgo } from '../orders/order-list.ts';
import { chatIsUnread } from '../support/chat-inbox.ts';

/** Figures for the admin dashboard, read straight from the database: only those the viewer may see. */
export async function loadDashboardFigures(db: Database, viewer: PermissionHolder): Promise<DashboardFigures> {
  const readsOrders = can(viewer, 'orders', 'read');
  const [catalogue, orderFigures, customerFigures, ordersToDo, supportToDo, salesTrend] = await Promise.all([
    can(viewer, 'designs', 'read') ? catalogueFigures(db) : null,
    readsOrders ? orderTotals(db) : null,
    can(viewer, 'customers', 'read') ? customerTotals(db) : null,
    readsOrders ? ordersWaiting(db) : null,
    can(viewer, 'support', 'read') ? supportWaiting(db) : null,
    readsOrders ? weeklySales(db) : null,
  ]);
  return {
    designs: catalogue?.designs ?? null,
    mostPopular: catalogue?.mostPopular ?? null,
    orders: orderFigures,
    customers: customerFigures,
    todo: { orders: ordersToDo, support: supportToDo },
    salesTrend,
  };
}

/**
 * Bank transfers still to confirm, and those waiting longer than a transfer takes; the options of paid
 * orders still to draw, and those past their due time.
 */
async function ordersWaiting(db: Database) {
  const [[row], tasks] = await Promise.all([ordersAwaitingPayment(db), countOpenTasks(db)]);
  return { ...(row ?? { awaitingPayment: 0, overdue: 0 }), ...tasks };
}

function ordersAwaitingPayment(db: Database) {
  return db
    .select({
      awaitingPayment: count(),
      // The order list's own filter, so the to-do's link (olderThanDays) opens the orders counted here.
      overdue: sql<number>`count(*) filter (where ${placedMoreThanDaysAgo(PAYMENT_OVERDUE_DAYS)})::int`,
    })
    .from(orders)
    .where(eq(orders.status, 'awaiting_payment'));
}

/** Chats with a visitor message staff have not read, and inquiries nobody answered yet. */
async function supportWaiting(db: Database) {
  const [chats, inquiries] = await Promise.all([
    db.select({ total: count() }).from(chatConversations).where(chatIsUnread),
    db.select({ total: count() }).from(contactInquiries).where(eq(contactInquiries.status, 'new')),
  ]);
  return { unreadChats: chats[0]?.total ?? 0, newInquiries: inquiries[0]?.total ?? 0 };
}

/** Paid orders per ISO week (Monday first, UTC), the weeks without sales included as zero. */
async function weeklySales(db: Database) {
  // Every week of the trend, the current one last, as its Monday (UTC, without time zone).
  const weeks = sql`generate_series(
    date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${SALES_TREND_WEEKS - 1}),
    date_trunc('week', now() at time zone 'UTC'),
    interval '1 week'
  ) as weeks(week_start)`;
  const weekStart = sql.raw('weeks.week_start');
  return db
    .select({
      weekStart: sql<string>`to_char(${weekStart}, 'YYYY-MM-DD')`,
      orders: sql<number>`count(${orders.id})::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`,
    })
    .from(weeks)
    .leftJoin(
      orders,
      sql`${orders.paidAt} >= ${weekStart} at time zone 'UTC' and ${orders.paidAt} < (${weekStart} + interval '1 week') at time zone 'UTC'`,
    )
    .groupBy(weekStart)
    .orderBy(weekStart);
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

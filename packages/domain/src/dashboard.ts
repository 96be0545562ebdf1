import './zod-config.ts';
import { z } from 'zod';

const count = z.number().int().nonnegative();

/** Days a bank transfer may take before the order counts as overdue on the dashboard's to-do list. */
export const PAYMENT_OVERDUE_DAYS = 7;

/** Weeks of paid sales the dashboard's trend shows, this week included. */
export const SALES_TREND_WEEKS = 8;

/**
 * Answer of GET /api/admin/dashboard. Each group is null when the viewer lacks the permission to
 * see it (designs read, orders read, customers read, support read), or while no order or customer
 * exists yet.
 */
export const dashboardFiguresSchema = z.object({
  designs: z.object({ total: count, featured: count, averagePriceCents: count }).nullable(),
  mostPopular: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        category: z.string(),
        priceCents: count,
        popularity: z.number(),
      }),
    )
    .nullable(),
  orders: z.object({ total: count, paid: count, revenueCents: count }).nullable(),
  customers: z.object({ total: count }).nullable(),
  /** What waits for the viewer: orders for those who read orders, the inbox for those who read support. */
  todo: z.object({
    /** Bank transfers awaiting payment (overdue: past PAYMENT_OVERDUE_DAYS); paid options still to draw (decision 043). */
    orders: z.object({ awaitingPayment: count, overdue: count, tasksOpen: count, tasksOverdue: count }).nullable(),
    support: z.object({ unreadChats: count, newInquiries: count }).nullable(),
  }),
  /** Paid sales per week, oldest first (for those who read orders, as the revenue figure). */
  salesTrend: z.array(z.object({ weekStart: z.iso.date(), orders: count, revenueCents: count })).nullable(),
});

export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

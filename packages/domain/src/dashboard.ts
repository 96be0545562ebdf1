import './zod-config.ts';
import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * Answer of GET /api/admin/dashboard. Each group is null when the viewer lacks the permission to
 * see it (designs read, orders read, customers read), or while no order or customer exists yet.
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
});

export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

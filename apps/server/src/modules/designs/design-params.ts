import { z } from 'zod';

/** The `:id` of every staff route under /api/admin/designs/:id. */
export const designParams = z.object({ id: z.string().trim().min(1).max(80) });

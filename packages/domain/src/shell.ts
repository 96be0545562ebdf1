import './zod-config.ts';
import { z } from 'zod';

/** Counts shown in the admin shell; null where the viewer may not see the list behind the count. */
export const shellBadgesSchema = z.object({
  /** Bank-transfer orders waiting for staff to confirm the payment (the sidebar's Orders badge). */
  ordersAwaitingAction: z.number().int().nonnegative().nullable(),
});
export type ShellBadges = z.infer<typeof shellBadgesSchema>;

/** The top bar's search: what the viewer may see, a few of each; null where they may not. */
export const adminSearchResultsSchema = z.object({
  orders: z
    .array(z.object({ number: z.string(), buyerName: z.string(), buyerEmail: z.string(), status: z.string() }))
    .nullable(),
  customers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })).nullable(),
  designs: z.array(z.object({ id: z.string(), title: z.string(), category: z.string() })).nullable(),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;

export const ADMIN_SEARCH_LIMIT = 5;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

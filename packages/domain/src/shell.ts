/** Counts shown in the admin shell; null where the viewer may not see the list behind the count. */
export interface ShellBadges {
  /** Bank-transfer orders waiting for staff to confirm the payment (the sidebar's Orders badge). */
  ordersAwaitingAction: number | null;
}

/** The top bar's search: what the viewer may see, a few of each; null where they may not. */
export interface AdminSearchResults {
  orders: { number: string; buyerName: string; buyerEmail: string; status: string }[] | null;
  customers: { id: string; name: string; email: string }[] | null;
  designs: { id: string; title: string; category: string }[] | null;
}

export const ADMIN_SEARCH_LIMIT = 5;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** The staff member acting in the inbox. */
export interface StaffAuthor {
  id: string;
  name: string;
}

/** Inbox changes answer a value, or why nothing changed (the route turns it into a 404 or 409). */
export type InboxResult<T> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'action_conflict' };

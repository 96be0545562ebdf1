import type { Database } from '../../db/client.ts';

/** Chat conversations and contact inquiries. */
export function createSupportService(_db: Database) {
  return {};
}

export type SupportService = ReturnType<typeof createSupportService>;

import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** Staff accounts, password hashing, sessions, sign-in rate limits and the audit log. */
export function createAuthService(_db: Database, _env: Env) {
  return {};
}

export type AuthService = ReturnType<typeof createAuthService>;

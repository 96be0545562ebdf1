import type { StaffUser } from '@atelier/domain/staff-session';

/**
 * The last signed-in user, so the shell can paint at once on reload. It is only a cache: the session
 * itself is an HttpOnly cookie and the server decides on every request.
 */
export const USER_CACHE_KEY = 'atelier-admin-user';

function isStaffUser(value: unknown): value is StaffUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    typeof user.role === 'string' &&
    Array.isArray(user.permissions)
  );
}

export function readCachedUser(): StaffUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_CACHE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStaffUser(parsed)) return parsed;
  } catch {
    // handled below
  }
  console.error('The stored admin user record is corrupt; it has been cleared.');
  clearCachedUser();
  return null;
}

export function writeCachedUser(user: StaffUser) {
  try {
    localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
  } catch {
    // Storage may be unavailable; the session still works without the cache.
  }
}

export function clearCachedUser() {
  try {
    localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // nothing to clear
  }
}

/*
 * The small cookie format shared by the cart and favourites cookies (decisions 022 and 027): a version,
 * then entries, separated by `|`: `v1|design-001:2|design-003:1`. Every character is a cookie-octet, so
 * nothing is encoded. Reading trusts nothing and never throws.
 */

/** Design ids are slugs (`design-001`, `cedar-ridge-cabin-k3x9q2`); anything else cannot be a design. */
const DESIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isDesignId(id: unknown): id is string {
  return typeof id === 'string' && DESIGN_ID.test(id);
}

/**
 * The entries of a versioned cookie value: none for a missing value, one longer than `maxLength`, or
 * one of another version (a newer meaning this reader does not know).
 */
export function versionedEntries(raw: string | null | undefined, version: string, maxLength: number): string[] {
  if (!raw || raw.length > maxLength) return [];
  const [head, ...entries] = raw.split('|');
  return head === version ? entries : [];
}

export function versionedValue(version: string, entries: readonly string[]): string {
  return [version, ...entries].join('|');
}

/**
 * One cookie, as a Set-Cookie header (server) or a `document.cookie` assignment (browser) alike. Not
 * HttpOnly: these cookies hold nothing secret, and a script writes them together with local storage.
 */
export function listCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

/**
 * The value of one cookie in a Cookie header, read the way the storefront reads it (names trimmed, the
 * first match wins). The page cache decides with the same reader, so a cookie cannot look absent to the
 * cache while the page shows it.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

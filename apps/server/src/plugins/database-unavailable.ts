/**
 * Recognises failures that mean "the database is not answering right now" (down, restarting, frozen,
 * overloaded), so the API can answer 503 with Retry-After, which clients and load balancers retry,
 * instead of a 500, which reads as a bug.
 */

export const databaseUnavailableMessage = 'The service is briefly unavailable. Please try again in a moment.';
export const databaseRetryAfterSeconds = 5;

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// Messages node-postgres and its pool use for connections that failed, timed out or were cut.
const driverMessages = [
  'timeout exceeded when trying to connect',
  'timeout expired', // a lone client's connect timeout
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** SQLSTATEs: connection exceptions (class 08), shutdowns (57P01–57P03), too many clients, statement timeout. */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** True when the error, or any error in its `.cause` chain (Drizzle wraps driver errors), is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (networkCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    ) {
      return true;
    }
    if (driverMessages.some((message) => current.message.includes(message))) return true;
    pending.push(current.cause);
    // Connecting to a name with several addresses fails with an AggregateError of one error each.
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

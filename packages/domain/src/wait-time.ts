/**
 * The wait before a limited action may be tried again, in the words every "try again in …" message uses:
 * "1 minute", "3 minutes" (rounded up, never less than a minute).
 */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The generic refusal of a rate limit; under a minute, the wait is said in seconds. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutesToWait(retryAfterSeconds);
  return `Too many requests. Please try again in ${wait}.`;
}

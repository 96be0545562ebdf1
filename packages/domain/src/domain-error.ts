/**
 * How a service refuses: a kind, a code for programs and a message for people. Services throw these and
 * know nothing of HTTP; the API's error handler and the storefront turn a kind into its status here, in
 * one table.
 */
export const DOMAIN_ERROR_STATUS = {
  /** The input breaks a rule; `fields` names the fields and says what is wrong with each. */
  invalid: 400,
  /** A credential other than the session (a two-factor code, a challenge) is wrong or has run out. */
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  /** The thing changed meanwhile, or already exists. */
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  /** Valid, but not possible in the current state (e.g. publishing a design without pictures). */
  unprocessable: 422,
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  too_many: 429,
  /** A service the shop relies on (the payment provider) did not answer. */
  provider_failed: 502,
} as const;

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

export interface DomainErrorDetails {
  fields?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
}

// A mark rather than `instanceof`: the storefront's and the server's bundles may each hold a copy of this class.
const MARK = Symbol.for('atelier.domain-error');

export class DomainError extends Error {
  readonly [MARK] = true;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return typeof error === 'object' && error !== null && (error as { [MARK]?: unknown })[MARK] === true;
}

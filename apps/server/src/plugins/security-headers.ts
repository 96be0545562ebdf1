import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response nonce for the storefront's inline scripts. */
    cspNonce: string;
  }
}

export interface SecurityHeaderOptions {
  production: boolean;
  /** Extra origins forms may submit to (a hosted payment page). */
  formActionOrigins?: string[];
  /**
   * `npm run dev` only: Vite's inline scripts (React refresh) and its hot-reload socket are allowed.
   * Never set in production.
   */
  devServer?: boolean;
}

/**
 * Inline scripts run only when named: by the response's nonce, or (a cached page, the same bytes for
 * every visitor) by their hashes.
 */
export type InlineScripts = { nonce: string } | { hashes: string[] } | null;

export function contentSecurityPolicy(inline: InlineScripts, options: SecurityHeaderOptions): string {
  const allowed = !inline ? [] : 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes;
  const scriptSrc = options.devServer ? `'self' 'unsafe-inline'` : ["'self'", ...allowed].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    // Inline style attributes come from React components (positioning of menus and dialogs).
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    options.devServer ? `connect-src 'self' ws:` : `connect-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${["'self'", ...(options.formActionOrigins ?? [])].join(' ')}`,
    `frame-ancestors 'none'`,
  ];
  if (options.production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.decorateRequest('cspNonce', '');
  app.decorateReply('pageContentSecurityPolicy', null);
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A request refused before the context exists (a malformed URL) gets the strict policy.
    const inline = request.ctx?.site === 'public' ? { nonce: request.cspNonce } : null;
    reply.header('Content-Security-Policy', reply.pageContentSecurityPolicy ?? contentSecurityPolicy(inline, options));
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page with a secret in its URL (a sign-in link's token) asks for `no-referrer`: it keeps it.
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.production) reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    return payload;
  });
}

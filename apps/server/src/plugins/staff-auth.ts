import { timingSafeEqual } from 'node:crypto';
import { type Action, CSRF_HEADER, can, type Resource } from '@atelier/domain';
// The cookie plugin's types (request.cookies, reply.setCookie) for every project that compiles this file.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { AuthenticatedStaff } from '../modules/auth/service.ts';
import type { Services } from '../services.ts';
import { sendError } from './errors.ts';
import { routeArea } from './request-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by the access check (registerStaffAccess), null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

/** `__Host-` cookies must be Secure, host-only and Path=/, so a sibling subdomain cannot plant one. */
const SECURE_COOKIE = '__Host-staff_session';
const PLAIN_COOKIE = 'staff_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isStateChanging = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

/** Secure everywhere except plain-http development on localhost. */
export function isSecureContext(request: FastifyRequest, env: Env): boolean {
  return env.NODE_ENV === 'production' || request.protocol === 'https';
}

export function readStaffToken(request: FastifyRequest, env: Env): string | undefined {
  const secure = request.cookies[SECURE_COOKIE];
  if (secure) return secure;
  return env.NODE_ENV === 'production' ? undefined : request.cookies[PLAIN_COOKIE];
}

export function setStaffCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  env: Env,
  token: string,
  maxAgeSeconds: number | undefined,
) {
  const secure = isSecureContext(request, env);
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

export function clearStaffCookie(reply: FastifyReply, request: FastifyRequest, env: Env) {
  const secure = isSecureContext(request, env);
  reply.clearCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * A browser names the page that sent a request in Origin (or at least Referer); a cross-site page
 * cannot forge them. The host must be this site's and the scheme the configured one (PUBLIC_URL's: a
 * proxy may end TLS before this server, so the request's own scheme says nothing): a plain-http page
 * on the same host is another origin. Requests without either come from non-browser clients, which
 * carry no ambient cookie.
 */
function hasTrustedOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return true;
  try {
    const url = new URL(source);
    return url.protocol === new URL(request.ctx.publicOrigin).protocol && url.host === request.host;
  } catch {
    return false;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const CSRF_MESSAGE = 'The security check failed. Reload the page and try again.';

/** Resolves the session cookie to a staff member and checks CSRF on state-changing requests. */
export async function authenticateStaff(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthenticatedStaff | null> {
  const token = readStaffToken(request, services.env);
  const staff = token ? await services.auth.authenticate(token) : null;
  if (!staff) {
    if (token) clearStaffCookie(reply, request, services.env);
    sendError(reply, 401, 'unauthenticated', 'Please sign in.');
    return null;
  }
  if (isStateChanging(request) && !passesCsrfCheck(request, staff)) {
    sendError(reply, 403, 'csrf_failed', CSRF_MESSAGE);
    return null;
  }
  return staff;
}

/** Origin (or Referer) from this host and the session's token in the X-CSRF-Token header. */
export function passesCsrfCheck(request: FastifyRequest, staff: AuthenticatedStaff): boolean {
  const header = request.headers[CSRF_HEADER];
  return hasTrustedOrigin(request) && typeof header === 'string' && sameToken(header, staff.csrfToken);
}

/**
 * Who may call a staff endpoint, declared on the route (`config: { access }`) and enforced for every
 * /api/admin route in one place: a permission pair, any signed-in staff member, or anyone (sign-in).
 */
export type StaffAccess = { resource: Resource; action: Action } | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: StaffAccess;
  }
}

export const access = (resource: Resource, action: Action): { config: { access: StaffAccess } } => ({
  config: { access: { resource, action } },
});

/**
 * Checks origin, session, CSRF token and permission before a staff route's body is even parsed: 401 without a
 * valid session, 403 without the permission. A staff route that declares no access is refused
 * (fails closed), and the generated endpoint × role test names it.
 */
export function registerStaffAccess(app: FastifyInstance, services: Services) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    if (routeArea(request) !== 'staff-api') return;
    // Every staff API answer is private; every state-changing one must come from the admin site itself.
    if (request.ctx.site === 'admin') {
      reply.header('cache-control', 'no-store');
      if (isStateChanging(request) && !hasTrustedOrigin(request)) {
        return sendError(reply, 403, 'csrf_failed', CSRF_MESSAGE);
      }
    }
    // The catch-all page route answers unknown /api paths with 404 itself.
    if (request.routeOptions.url === '/*') return;
    const declared = request.routeOptions.config.access;
    if (declared === 'public') return;
    const staff = await authenticateStaff(services, request, reply);
    if (!staff) return reply;
    if (declared === undefined) {
      request.log.error({ route: request.routeOptions.url }, 'staff route declares no access');
      return sendError(reply, 403, 'forbidden', "You don't have permission to do this.");
    }
    if (declared !== 'signed-in' && !can(staff, declared.resource, declared.action)) {
      return sendError(reply, 403, 'forbidden', "You don't have permission to do this.");
    }
    request.staff = staff;
  });
}

/** The signed-in staff member inside a handler guarded by requireStaff or requireSignedIn. */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new Error('staffOf() used on a route open to the public');
  return request.staff;
}

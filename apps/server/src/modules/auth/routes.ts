import {
  SIGN_IN_MESSAGES,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  type StaffAuthConfig,
  type StaffSessionInfo,
} from '@atelier/domain';
import { signInSchema } from '@atelier/domain/auth-schema';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import { routeArea } from '../../plugins/request-context.ts';
import {
  CSRF_MESSAGE,
  clearStaffCookie,
  hasTrustedOrigin,
  isStateChanging,
  passesCsrfCheck,
  readStaffToken,
  requireSignedIn,
  setStaffCookie,
  staffOf,
} from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { DEMO_ACCOUNTS } from './service.ts';

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { env } = services;
  app.decorateRequest('staff', null);

  // Every staff API answer is private; every state-changing one must come from the admin site itself.
  app.addHook('onRequest', async (request, reply) => {
    if (request.ctx.site !== 'admin' || routeArea(request) !== 'staff-api') return;
    reply.header('cache-control', 'no-store');
    if (isStateChanging(request) && !hasTrustedOrigin(request)) {
      return sendError(reply, 403, 'csrf_failed', CSRF_MESSAGE);
    }
  });

  app.get('/api/admin/auth/config', async (): Promise<StaffAuthConfig> => {
    const demo = DEMO_ACCOUNTS[0];
    return {
      demoMode: env.demoMode,
      demoAccount: env.demoMode ? { email: demo.email, password: demo.password } : null,
    };
  });

  app.post('/api/admin/auth/sign-in', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return sendError(reply, 415, 'unsupported_media_type', 'Send the sign-in as JSON.');
    }
    const form = signInSchema.parse(request.body ?? {});
    const result = await services.auth.signIn({
      ...form,
      ip: request.ctx.clientIp,
      userAgent: request.headers['user-agent'],
    });
    if (result.kind === 'rate_limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendError(reply, 429, 'rate_limited', SIGN_IN_RATE_LIMITED_MESSAGE);
    }
    if (result.kind === 'invalid') {
      return sendError(reply, 401, 'invalid_credentials', SIGN_IN_MESSAGES.invalidCredentials);
    }
    const maxAge = result.remember ? Math.floor((result.absoluteExpiresAt.getTime() - Date.now()) / 1000) : undefined;
    setStaffCookie(reply, request, env, result.token, maxAge);
    return result.session satisfies StaffSessionInfo;
  });

  app.post('/api/admin/auth/sign-out', async (request, reply) => {
    const token = readStaffToken(request, env);
    // An unknown or expired session is already signed out: only the cookie is left to clear.
    const staff = token ? await services.auth.authenticate(token) : null;
    if (staff) {
      if (!passesCsrfCheck(request, staff)) return sendError(reply, 403, 'csrf_failed', CSRF_MESSAGE);
      await services.auth.signOut(staff, request.ctx.clientIp);
    }
    clearStaffCookie(reply, request, env);
    return reply.status(204).send();
  });

  // The admin app's start-up probe: 200 either way, so a signed-out visit logs no failed request.
  app.get('/api/admin/auth/session', async (request, reply): Promise<{ session: StaffSessionInfo | null }> => {
    const token = readStaffToken(request, env);
    const staff = token ? await services.auth.authenticate(token) : null;
    if (!staff) {
      if (token) clearStaffCookie(reply, request, env);
      return { session: null };
    }
    return { session: { user: staff.user, csrfToken: staff.csrfToken } };
  });

  app.get('/api/admin/me', { preHandler: requireSignedIn(services) }, async (request): Promise<StaffSessionInfo> => {
    const staff = staffOf(request);
    return { user: staff.user, csrfToken: staff.csrfToken };
  });
}

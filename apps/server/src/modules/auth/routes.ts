import { SIGN_IN_MESSAGES, SIGN_IN_RATE_LIMITED_MESSAGE } from '@atelier/domain';
import { signInSchema } from '@atelier/domain/auth-schema';
import {
  sessionProbeSchema,
  signInResponseSchema,
  staffAuthConfigSchema,
  staffSessionInfoSchema,
} from '@atelier/domain/staff-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/errors.ts';
import { CSRF_MESSAGE, clearStaffCookie, passesCsrfCheck, readStaffToken, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { isKnownBrowser } from './device-cookie.ts';
import { registerMfaRoutes, startSession } from './mfa-routes.ts';
import { DEMO_ACCOUNTS } from './service.ts';

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { env } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { config: { access: 'public' as const } };

  api.get('/api/admin/auth/config', { ...open, schema: { response: { 200: staffAuthConfigSchema } } }, async () => {
    const demo = DEMO_ACCOUNTS[0];
    return {
      demoMode: env.demoMode,
      demoAccount: env.demoMode ? { email: demo.email, password: demo.password } : null,
    };
  });

  const signInRoute = {
    ...open,
    schema: { body: signInSchema, response: { 200: signInResponseSchema } },
    // Before the body is validated: a form post is refused as such, not as invalid fields.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return sendError(reply, 415, 'unsupported_media_type', 'Send the sign-in as JSON.');
      }
    },
  };
  api.post('/api/admin/auth/sign-in', signInRoute, async (request, reply) => {
    const form = request.body;
    const result = await services.auth.signIn({
      ...form,
      ip: request.ctx.clientIp,
      userAgent: request.headers['user-agent'],
      knownBrowser: isKnownBrowser(request, env, form.email),
    });
    if (result.kind === 'rate_limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendError(reply, 429, 'rate_limited', SIGN_IN_RATE_LIMITED_MESSAGE);
    }
    if (result.kind === 'invalid') {
      return sendError(reply, 401, 'invalid_credentials', SIGN_IN_MESSAGES.invalidCredentials);
    }
    // The password was right and a second step is needed: no session (and no cookie) yet.
    if (result.kind === 'mfa') return result.challenge;
    startSession(reply, request, env, result);
    return result.session;
  });
  registerMfaRoutes(app, services);

  api.post('/api/admin/auth/sign-out', open, async (request, reply) => {
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
  const probe = { ...open, schema: { response: { 200: sessionProbeSchema } } };
  api.get('/api/admin/auth/session', probe, async (request, reply) => {
    const token = readStaffToken(request, env);
    const staff = token ? await services.auth.authenticate(token) : null;
    if (!staff) {
      if (token) clearStaffCookie(reply, request, env);
      return { session: null };
    }
    return { session: { user: staff.user, csrfToken: staff.csrfToken } };
  });

  const me = { config: { access: 'signed-in' as const }, schema: { response: { 200: staffSessionInfoSchema } } };
  api.get('/api/admin/me', me, async (request) => {
    const staff = staffOf(request);
    return { user: staff.user, csrfToken: staff.csrfToken };
  });
}

import {
  confirmTotpSchema,
  disableMfaSchema,
  mfaChallengeRefSchema,
  mfaEnrolConfirmSchema,
  mfaEnrolledSignInSchema,
  mfaSignInSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
} from '@atelier/domain/mfa';
import { staffSessionInfoSchema } from '@atelier/domain/staff-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { sendError } from '../../plugins/errors.ts';
import { setStaffCookie, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import { setDeviceCookie } from './device-cookie.ts';
import type { SignedIn } from './service.ts';

/** Sets the session cookie of a finished sign-in (a remembered one lives until its absolute expiry). */
/** The session cookie of a completed sign-in, and the device cookie naming this browser as known. */
export function startSession(reply: FastifyReply, request: FastifyRequest, env: Env, signedIn: SignedIn) {
  const maxAge = signedIn.remember ? Math.floor((signedIn.absoluteExpiresAt.getTime() - Date.now()) / 1000) : undefined;
  setStaffCookie(reply, request, env, signedIn.token, maxAge);
  setDeviceCookie(reply, request, env, signedIn.session.user.email);
}

/**
 * Two-factor sign-in (docs/decisions/031-two-factor-sign-in.md): the public second step of sign-in
 * (the challenge token is the credential) and the member's own settings on /profile.
 */
export function registerMfaRoutes(app: FastifyInstance, services: Services) {
  const { env, auth } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = {
    config: { access: 'public' as const },
    // Like sign-in: only JSON, so a cross-site form cannot post here.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return sendError(reply, 415, 'unsupported_media_type', 'Send the code as JSON.');
      }
    },
  };
  const signedIn = { config: { access: 'signed-in' as const } };
  const client = (request: FastifyRequest) => ({ ip: request.ctx.clientIp, userAgent: request.headers['user-agent'] });

  api.post(
    '/api/admin/auth/mfa',
    { ...open, schema: { body: mfaSignInSchema, response: { 200: staffSessionInfoSchema } } },
    async (request, reply) => {
      const signedInResult = await auth.completeMfa(request.body, client(request));
      startSession(reply, request, env, signedInResult);
      return signedInResult.session;
    },
  );
  api.post(
    '/api/admin/auth/mfa/enrol',
    { ...open, schema: { body: mfaChallengeRefSchema, response: { 200: totpEnrolmentSchema } } },
    async (request) => auth.mfa.startEnrolmentAtSignIn(request.body.challenge),
  );
  api.post(
    '/api/admin/auth/mfa/enrol/confirm',
    { ...open, schema: { body: mfaEnrolConfirmSchema, response: { 200: mfaEnrolledSignInSchema } } },
    async (request, reply) => {
      const result = await auth.completeMfaEnrolment(request.body, client(request));
      startSession(reply, request, env, result);
      return { session: result.session, recoveryCodes: result.recoveryCodes };
    },
  );

  api.get(
    '/api/admin/profile/mfa',
    { ...signedIn, schema: { response: { 200: mfaStatusSchema } } },
    async (request) => {
      const staff = staffOf(request);
      return auth.mfa.status(staff.user.id, staff.role);
    },
  );
  api.post(
    '/api/admin/profile/mfa/enrol',
    { ...signedIn, schema: { response: { 200: totpEnrolmentSchema } } },
    async (request) => auth.mfa.beginOwnEnrolment(staffOf(request).user.id),
  );
  api.post(
    '/api/admin/profile/mfa/confirm',
    { ...signedIn, schema: { body: confirmTotpSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recoveryCodes: await auth.mfa.confirmOwnEnrolment(staffActorOf(request), request.body.code),
    }),
  );
  api.post(
    '/api/admin/profile/mfa/recovery-codes',
    { ...signedIn, schema: { body: confirmTotpSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recoveryCodes: await auth.mfa.regenerateRecoveryCodes(staffActorOf(request), request.body.code),
    }),
  );
  api.post(
    '/api/admin/profile/mfa/disable',
    { ...signedIn, schema: { body: disableMfaSchema } },
    async (request, reply) => {
      await auth.mfa.disableOwn(staffActorOf(request), request.body);
      return reply.status(204).send();
    },
  );
}

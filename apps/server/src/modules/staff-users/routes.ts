import { mfaPolicySchema } from '@atelier/domain/mfa';
import {
  acceptInviteSchema,
  changePasswordSchema,
  createStaffMemberSchema,
  inviteInfoSchema,
  memberAuditPageSchema,
  memberAuditQuerySchema,
  ownSessionListSchema,
  profileSchema,
  staffMemberListSchema,
  staffMemberResponseSchema,
  staffRoleInputSchema,
  staffRoleListSchema,
  staffRoleResponseSchema,
  updateProfileSchema,
  updateStaffMemberSchema,
} from '@atelier/domain/staff-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import { memberAudit } from './audit.ts';
import type { StaffManager } from './privileges.ts';
import { createStaffUserService } from './service.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(80) });
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const read = access('users', 'read');
const update = access('users', 'update');
const signedIn = { config: { access: 'signed-in' as const } };
const open = { config: { access: 'public' as const } };
const member = { 200: staffMemberResponseSchema };

const INVITE_GONE =
  'This link is not valid any more: it was used, replaced or has expired. Ask an admin for a new one.';

/** The signed-in member as the staff-user services check and audit them: who, from where, holding what. */
const managerOf = (request: FastifyRequest): StaffManager => {
  const { role, permissions } = staffOf(request);
  return { ...staffActorOf(request), role, permissions };
};

/**
 * Staff accounts and roles (/settings/users: users read to see, users update to change), the own
 * profile (any signed-in member) and the public set-password links.
 */
export function registerStaffUserRoutes(app: FastifyInstance, services: Services, live: LiveHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffUsers = createStaffUserService(services.db, services.env, services.auth, services.email);
  const { members, roles, profile } = staffUsers;
  // Every process drops its role table when any process changes a role (NOTIFY in the same transaction).
  services.auth.roles.cache.followChanges((handler) => live.subscribe(LIVE_CHANNELS.staffRoles, handler));

  api.get('/api/admin/staff-users', { ...read, schema: { response: { 200: staffMemberListSchema } } }, async () => ({
    members: await members.list(),
  }));
  api.post(
    '/api/admin/staff-users',
    { ...update, schema: { body: createStaffMemberSchema, response: { 201: staffMemberResponseSchema } } },
    async (request, reply) => {
      const created = await members.create(managerOf(request), request.body);
      return reply.status(201).send({ member: created });
    },
  );
  api.patch(
    '/api/admin/staff-users/:id',
    { ...update, schema: { params: idParams, body: updateStaffMemberSchema, response: member } },
    async (request) => ({ member: await members.update(managerOf(request), request.params.id, request.body) }),
  );
  api.post(
    '/api/admin/staff-users/:id/deactivate',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => ({ member: await members.deactivate(managerOf(request), request.params.id) }),
  );
  api.post(
    '/api/admin/staff-users/:id/reactivate',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => ({ member: await members.reactivate(managerOf(request), request.params.id) }),
  );
  api.post(
    '/api/admin/staff-users/:id/reset-password',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => ({ member: await members.forcePasswordReset(managerOf(request), request.params.id) }),
  );
  api.post(
    '/api/admin/staff-users/:id/resend-invite',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => ({ member: await members.resendInvite(managerOf(request), request.params.id) }),
  );
  api.post(
    '/api/admin/staff-users/:id/revoke-invite',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => ({ member: await members.revokeInvite(managerOf(request), request.params.id) }),
  );
  // Super admins only (checked in the service): the member sets two-factor sign-in up again.
  api.post(
    '/api/admin/staff-users/:id/reset-mfa',
    { ...update, schema: { params: idParams, response: member } },
    async (request) => {
      await services.auth.mfa.resetFor(managerOf(request), request.params.id);
      return { member: await members.get(request.params.id) };
    },
  );
  api.get('/api/admin/staff-mfa-policy', { ...read, schema: { response: { 200: mfaPolicySchema } } }, async () => ({
    requiredRoles: await services.auth.mfa.requiredRoles(),
  }));
  api.put(
    '/api/admin/staff-mfa-policy',
    { ...update, schema: { body: mfaPolicySchema, response: { 200: mfaPolicySchema } } },
    async (request) => ({
      requiredRoles: await services.auth.mfa.setRequiredRoles(managerOf(request), request.body.requiredRoles),
    }),
  );
  api.get(
    '/api/admin/staff-users/:id/audit',
    {
      ...read,
      schema: { params: idParams, querystring: memberAuditQuerySchema, response: { 200: memberAuditPageSchema } },
    },
    async (request) => {
      await members.get(request.params.id);
      return memberAudit(services.db, request.params.id, request.query);
    },
  );

  api.get('/api/admin/staff-roles', { ...read, schema: { response: { 200: staffRoleListSchema } } }, async () => ({
    roles: await roles.list(),
  }));
  api.post(
    '/api/admin/staff-roles',
    { ...update, schema: { body: staffRoleInputSchema, response: { 201: staffRoleResponseSchema } } },
    async (request, reply) => reply.status(201).send({ role: await roles.create(managerOf(request), request.body) }),
  );
  api.put(
    '/api/admin/staff-roles/:id',
    { ...update, schema: { params: idParams, body: staffRoleInputSchema, response: { 200: staffRoleResponseSchema } } },
    async (request) => ({ role: await roles.update(managerOf(request), request.params.id, request.body) }),
  );
  api.delete('/api/admin/staff-roles/:id', { ...update, schema: { params: idParams } }, async (request, reply) => {
    await roles.remove(managerOf(request), request.params.id);
    return reply.status(204).send();
  });

  const ownProfile = { 200: profileSchema };
  api.get('/api/admin/profile', { ...signedIn, schema: { response: ownProfile } }, async (request) =>
    profile.get(staffOf(request)),
  );
  api.patch(
    '/api/admin/profile',
    { ...signedIn, schema: { body: updateProfileSchema, response: ownProfile } },
    async (request) => profile.rename(staffOf(request), staffActorOf(request), request.body.name),
  );
  api.post(
    '/api/admin/profile/password',
    { ...signedIn, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      await profile.changePassword(staffOf(request), staffActorOf(request), request.body);
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/admin/profile/sessions',
    { ...signedIn, schema: { response: { 200: ownSessionListSchema } } },
    async (request) => ({ sessions: await profile.sessions(staffOf(request)) }),
  );
  api.post(
    '/api/admin/profile/sessions/sign-out-others',
    { ...signedIn, schema: { response: { 200: z.object({ ended: z.number().int() }) } } },
    async (request) => ({ ended: await profile.signOutOthers(staffOf(request), staffActorOf(request)) }),
  );

  // Public: the e-mailed link is the credential. Unknown, used and expired links all answer the same.
  api.get(
    '/api/admin/auth/invite/:token',
    { ...open, schema: { params: tokenParams, response: { 200: inviteInfoSchema } } },
    async (request, reply) => {
      const info = await members.inviteInfo(request.params.token);
      return info ?? sendError(reply, 410, 'invite_gone', INVITE_GONE);
    },
  );
  api.post(
    '/api/admin/auth/invite/:token',
    { ...open, schema: { params: tokenParams, body: acceptInviteSchema } },
    async (request, reply) => {
      const accepted = await members.acceptInvite(request.params.token, request.body.password, request.ctx.clientIp);
      if (!accepted) return sendError(reply, 410, 'invite_gone', INVITE_GONE);
      return reply.status(204).send();
    },
  );
}

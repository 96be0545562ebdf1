import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, staffAuditLog, staffInvites } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession, signInStaff } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, useTestApp } from '../../test/test-app.ts';
import { prepareStaffAccounts } from '../auth/bootstrap.ts';
import { inviteToken } from './invites.ts';
import { createStaffUserService } from './service.ts';

const app = useTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (session: StaffSession | null, method: Method, url: string, payload?: unknown) =>
  app.server.inject({
    method,
    url: `/api/admin${url}`,
    headers: session?.headers ?? { host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}-${Date.now()}@staff.test`;

async function createMember(role: string, password: string, by = admin) {
  const email = uniqueEmail(role);
  const response = await call(by, 'POST', '/staff-users', {
    name: `Member ${counter}`,
    email,
    role,
    mode: 'password',
    password,
  });
  return { response, email };
}

const signInStatus = async (email: string, password: string) =>
  (
    await app.server.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      headers: { host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` },
      payload: { email, password, rememberMe: false },
      remoteAddress: `10.9.${counter % 250}.${Math.floor(Math.random() * 250)}`,
    })
  ).statusCode;

/** The set-password link of the last mail sent to the address, as the outbox renders it. */
async function linkTokenFor(email: string): Promise<string> {
  const rows = await app.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'staff_invite')));
  const row = rows.at(-1);
  if (!row) throw new Error(`no invitation mail to ${email}`);
  expect(JSON.stringify(row.params)).not.toMatch(/invite\//);
  const rendered = await app.services.email.render(row, { log: app.server.log, publicOrigin: 'http://localhost:3000' });
  const match = rendered?.text.match(/http:\/\/admin\.localhost:3000\/invite\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no link in ${rendered?.text}`);
  return match[1];
}

/** A custom role with these pairs, made through the API. */
async function customRole(name: string, permissions: { resource: string; action: string }[]) {
  const response = await call(admin, 'POST', '/staff-roles', { name, permissions });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().role.id as string;
}

describe('password rules', () => {
  it('accepts 64 and 128 characters, which then sign in; refuses 129', async () => {
    for (const length of [64, 128]) {
      const password = Array.from({ length }, (_, index) => 'Tg7#kq2Lm9'[index % 10] + String(index % 7))
        .join('')
        .slice(0, length);
      const { response, email } = await createMember('sales', password);
      expect(response.statusCode, response.body).toBe(201);
      expect(await signInStatus(email, password)).toBe(200);
    }
    const tooLong = 'x7Qp!'.repeat(26).slice(0, 129);
    const { response } = await createMember('sales', tooLong);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe('Use at most 128 characters.');
  });

  it('refuses common and breached passwords, also the demo ones for real accounts', async () => {
    for (const password of ['admin123', 'Password123', 'qwertyuiop', 'password1234', 'dragon1990', 'aaaaaaaaaaaa']) {
      const { response } = await createMember('sales', password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields.password).toMatch(/too common/);
    }
  });

  it('needs 8 characters, 12 for super admins, any characters allowed', async () => {
    expect((await createMember('sales', 'Vq3#zL8')).response.statusCode).toBe(400);
    expect((await createMember('sales', 'Vq3#zL8w')).response.statusCode).toBe(201);
    const short = await createMember('super_admin', 'Vq3#zL8wPe2');
    expect(short.response.json().error.fields.password).toBe('Use at least 12 characters.');
    expect((await createMember('super_admin', 'Vq3#zL8wPe2!')).response.statusCode).toBe(201);
    // Unicode, stored in its NFKC form: the decomposed and composed spellings both sign in.
    const { response, email } = await createMember('sales', 'cafe\u0301 crème brûlée 🍮');
    expect(response.statusCode, response.body).toBe(201);
    expect(await signInStatus(email, 'caf\u00e9 crème brûlée 🍮')).toBe(200);
  });

  it('refuses a sign-in password over 128 characters as invalid input', async () => {
    expect(await signInStatus(admin.email, 'y'.repeat(129))).toBe(400);
  });
});

describe('members', () => {
  it('lists members with role, status, last sign-in and MFA state', async () => {
    const response = await call(admin, 'GET', '/staff-users');
    expect(response.statusCode).toBe(200);
    const me = response.json().members.find((entry: { email: string }) => entry.email === admin.email);
    expect(me).toMatchObject({ role: 'super_admin', roleName: 'Super admin', status: 'active', mfaEnabled: false });
    expect(me.lastLogin).toEqual(expect.any(String));
  });

  it('deactivating ends their sessions at once; reactivating lets them sign in again', async () => {
    const member = await createStaffSession(app, 'sales');
    expect((await call(member, 'GET', '/me')).statusCode).toBe(200);
    const response = await call(admin, 'POST', `/staff-users/${member.user.id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member.status).toBe('deactivated');
    expect((await call(member, 'GET', '/me')).statusCode).toBe(401);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect((await call(admin, 'POST', `/staff-users/${member.user.id}/reactivate`)).json().member.status).toBe(
      'active',
    );
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('nobody deactivates or demotes themselves', async () => {
    const own = await call(admin, 'POST', `/staff-users/${admin.user.id}/deactivate`);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe('You cannot deactivate your own account.');
    const demote = await call(admin, 'PATCH', `/staff-users/${admin.user.id}`, { role: 'sales' });
    expect(demote.statusCode).toBe(409);
    expect((await call(admin, 'GET', '/me')).json().user.role).toBe('super_admin');
  });

  it('keeps the last active super admin: cannot be deactivated or demoted', async () => {
    const fresh = await createTestApp();
    try {
      // The same password rule for ADMIN_PASSWORD: start-up stops with the reason, nothing is created.
      const env = { ...fresh.env, demoMode: false, ADMIN_EMAIL: 'owner@studio.test' };
      await expect(
        prepareStaffAccounts(fresh.services.auth, { ...env, ADMIN_PASSWORD: 'password1234' }),
      ).rejects.toThrow('Invalid environment variable ADMIN_PASSWORD: This password is too common.');
      expect(await fresh.services.auth.countStaff()).toBe(0);
      const only = await createStaffSession(fresh, 'super_admin');
      // Through the API only a super admin changes a super admin's account, and nobody their own; the rule
      // still holds for any caller of the service (two super admins demoting each other at once).
      const service = createStaffUserService(fresh.database.db, fresh.env, fresh.services.auth, fresh.services.email);
      const otherAdmin = {
        id: 'another-admin',
        name: 'Another Admin',
        ip: '127.0.0.1',
        role: 'super_admin',
        permissions: [],
      };
      await expect(service.members.deactivate(otherAdmin, only.user.id)).rejects.toMatchObject({
        kind: 'conflict',
        code: 'last_super_admin',
      });
      await expect(service.members.update(otherAdmin, only.user.id, { role: 'sales' })).rejects.toThrow(
        /last active super admin/,
      );
      expect((await fresh.server.inject({ url: '/api/admin/me', headers: only.headers })).statusCode).toBe(200);

      // With a second super admin, the first may go.
      const second = await createStaffSession(fresh, 'super_admin');
      const demote = await fresh.server.inject({
        method: 'PATCH',
        url: `/api/admin/staff-users/${only.user.id}`,
        headers: second.headers,
        payload: { role: 'sales' },
      });
      expect(demote.statusCode, demote.body).toBe(200);
      await expect(service.members.deactivate(otherAdmin, second.user.id)).rejects.toMatchObject({ kind: 'conflict' });
    } finally {
      await fresh.close();
    }
  });

  it('refuses an unknown role and a taken e-mail with field errors, storing nothing', async () => {
    const unknown = await call(admin, 'POST', '/staff-users', {
      name: 'Nobody',
      email: uniqueEmail('nobody'),
      role: 'wizard',
      mode: 'invite',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.role).toBe('Choose one of the roles.');
    const taken = await call(admin, 'POST', '/staff-users', {
      name: 'Twin',
      email: admin.email.toUpperCase(),
      role: 'sales',
      mode: 'invite',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toMatch(/already exists/);
  });
});

describe('invitations and resets', () => {
  it('invites: inactive until the link sets a password; the link works once', async () => {
    const email = uniqueEmail('invited');
    const created = await call(admin, 'POST', '/staff-users', {
      name: 'Ines Vited',
      email,
      role: 'content_editor',
      mode: 'invite',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().member.status).toBe('invited');
    const token = await linkTokenFor(email);
    const [stored] = await app.database.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.userId, created.json().member.id));
    expect(stored?.tokenHash).not.toContain(token);

    const info = await call(null, 'GET', `/auth/invite/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ name: 'Ines Vited', email, purpose: 'invite', minPasswordLength: 8 });

    const weak = await call(null, 'POST', `/auth/invite/${token}`, { password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/too common/);

    const password = 'plaster cornice lintel';
    expect((await call(null, 'POST', `/auth/invite/${token}`, { password })).statusCode).toBe(204);
    expect((await call(null, 'POST', `/auth/invite/${token}`, { password: 'another good phrase' })).statusCode).toBe(
      410,
    );
    expect((await call(null, 'GET', `/auth/invite/${token}`)).statusCode).toBe(410);
    const session = await signInStaff(app, email, password);
    expect(session.user.role).toBe('content_editor');
  });

  it('resends an invitation (the old link stops working) and revokes one; neither for a member who signed in', async () => {
    const email = uniqueEmail('resent');
    const created = await call(admin, 'POST', '/staff-users', {
      name: 'Re Sent',
      email,
      role: 'sales',
      mode: 'invite',
    });
    const id = created.json().member.id;
    const first = await linkTokenFor(email);
    await app.services.email.deliverDue();

    const resent = await call(admin, 'POST', `/staff-users/${id}/resend-invite`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().member.status).toBe('invited');
    const second = await linkTokenFor(email);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `/auth/invite/${first}`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/auth/invite/${second}`)).statusCode).toBe(200);

    const revoked = await call(admin, 'POST', `/staff-users/${id}/revoke-invite`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().member.status).toBe('deactivated');
    expect((await call(null, 'GET', `/auth/invite/${second}`)).statusCode).toBe(410);
    const actions = await app.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff_user.invite', 'staff_user.resend_invite', 'staff_user.revoke_invite']),
    );

    const member = await createStaffSession(app, 'sales');
    for (const action of ['resend-invite', 'revoke-invite']) {
      const refused = await call(admin, 'POST', `/staff-users/${member.user.id}/${action}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('not_invited');
    }
  });

  it('a link expires after 48 hours (injected clock), and the API then refuses it', async () => {
    const created = Date.now() - 49 * 60 * 60 * 1000;
    const clock = { now: new Date(created) };
    const service = createStaffUserService(app.database.db, app.env, app.services.auth, app.services.email, {
      now: () => clock.now,
    });
    const member = await service.members.create(
      { id: admin.user.id, name: admin.user.name, ip: '127.0.0.1', role: 'super_admin', permissions: [] },
      {
        name: 'Late Comer',
        email: uniqueEmail('late'),
        role: 'sales',
        mode: 'invite',
      },
    );
    const [invite] = await app.database.db.select().from(staffInvites).where(eq(staffInvites.userId, member.id));
    const token = inviteToken(app.env.SESSION_SECRET, invite?.id ?? '');
    clock.now = new Date(created + 47 * 60 * 60 * 1000);
    expect(await service.members.inviteInfo(token)).not.toBeNull();
    clock.now = new Date(created + 48 * 60 * 60 * 1000 + 1000);
    expect(await service.members.inviteInfo(token)).toBeNull();
    // The real clock is 49 hours on: the API answers 410 and nothing changes.
    expect((await call(null, 'GET', `/auth/invite/${token}`)).statusCode).toBe(410);
    expect((await call(null, 'POST', `/auth/invite/${token}`, { password: 'plaster cornice lintel' })).statusCode).toBe(
      410,
    );
    const list = (await call(admin, 'GET', '/staff-users')).json().members;
    expect(list.find((entry: { id: string }) => entry.id === member.id).status).toBe('invited');
  });

  it('a forced reset ends sessions, stops the old password and mails a one-time link', async () => {
    const member = await createStaffSession(app, 'sales');
    const response = await call(admin, 'POST', `/staff-users/${member.user.id}/reset-password`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member.passwordResetRequired).toBe(true);
    expect((await call(member, 'GET', '/me')).statusCode).toBe(401);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    const token = await linkTokenFor(member.email);
    expect((await call(null, 'GET', `/auth/invite/${token}`)).json().purpose).toBe('reset');
    expect((await call(null, 'POST', `/auth/invite/${token}`, { password: 'gable dormer soffit' })).statusCode).toBe(
      204,
    );
    expect(await signInStatus(member.email, 'gable dormer soffit')).toBe(200);
  });
});

describe('roles', () => {
  it('a role edit changes access at once', async () => {
    const roleId = await customRole('Order viewer', [{ resource: 'dashboard', action: 'read' }]);
    const member = await createStaffSession(app, roleId);
    expect((await call(member, 'GET', '/orders')).statusCode).toBe(403);
    const edited = await call(admin, 'PUT', `/staff-roles/${roleId}`, {
      name: 'Order viewer',
      permissions: [
        { resource: 'dashboard', action: 'read' },
        { resource: 'orders', action: 'read' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(member, 'GET', '/orders')).statusCode).toBe(200);
    expect(
      (await call(member, 'GET', '/me')).json().user.permissions.map((entry: { id: string }) => entry.id),
    ).toContain('orders:read');
  });

  it('protects built-in roles and roles in use; deletes an unused custom role', async () => {
    expect(
      (await call(admin, 'PUT', '/staff-roles/super_admin', { name: 'Super admin', permissions: [] })).statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', '/staff-roles/sales')).statusCode).toBe(409);
    const renamed = await call(admin, 'PUT', '/staff-roles/sales', { name: 'Sellers', permissions: [] });
    expect(renamed.statusCode).toBe(409);
    const used = await customRole('Busy role', []);
    await createStaffSession(app, used);
    const inUse = await call(admin, 'DELETE', `/staff-roles/${used}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('role_in_use');
    const unused = await customRole('Idle role', [{ resource: 'support', action: 'read' }]);
    expect((await call(admin, 'DELETE', `/staff-roles/${unused}`)).statusCode).toBe(204);
    expect(
      (await call(admin, 'GET', '/staff-roles')).json().roles.map((role: { id: string }) => role.id),
    ).not.toContain(unused);
    expect((await call(admin, 'POST', '/staff-roles', { name: 'Busy role', permissions: [] })).statusCode).toBe(409);
    const bogus = await call(admin, 'POST', '/staff-roles', {
      name: 'Bogus',
      permissions: [{ resource: 'users', action: 'delete' }],
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('edits a built-in role’s permissions (sales without support) and lists it', async () => {
    const seller = await createStaffSession(app, 'sales');
    expect((await call(seller, 'GET', '/support/chats')).statusCode).not.toBe(403);
    const roles = (await call(admin, 'GET', '/staff-roles')).json().roles;
    const sales = roles.find((role: { id: string }) => role.id === 'sales');
    const without = sales.permissions.filter((pair: { resource: string }) => pair.resource !== 'support');
    expect((await call(admin, 'PUT', '/staff-roles/sales', { name: 'Sales', permissions: without })).statusCode).toBe(
      200,
    );
    expect((await call(seller, 'GET', '/support/chats')).statusCode).toBe(403);
    expect(
      (await call(admin, 'PUT', '/staff-roles/sales', { name: 'Sales', permissions: sales.permissions })).statusCode,
    ).toBe(200);
  });
});

describe('profile', () => {
  it('changes the password with the current one; other sessions end', async () => {
    const first = await createStaffSession(app, 'content_editor');
    const second = await signInStaff(app, first.email, first.password);
    const sessions = await call(first, 'GET', '/profile/sessions');
    expect(sessions.json().sessions).toHaveLength(2);
    expect(sessions.json().sessions.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1);

    const wrong = await call(first, 'POST', '/profile/password', {
      currentPassword: 'nope',
      newPassword: 'stair riser tread',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('The current password is not correct.');
    const common = await call(first, 'POST', '/profile/password', {
      currentPassword: first.password,
      newPassword: 'password123',
    });
    expect(common.json().error.fields.newPassword).toMatch(/too common/);
    expect((await call(second, 'GET', '/me')).statusCode).toBe(200);

    const changed = await call(first, 'POST', '/profile/password', {
      currentPassword: first.password,
      newPassword: 'stair riser tread',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await call(second, 'GET', '/me')).statusCode).toBe(401);
    expect((await call(first, 'GET', '/me')).statusCode).toBe(200);
    expect(await signInStatus(first.email, 'stair riser tread')).toBe(200);
  });

  it('limits guesses of the current password', async () => {
    const session = await createStaffSession(app, 'sales');
    const attempt = () =>
      call(session, 'POST', '/profile/password', { currentPassword: 'wrong guess', newPassword: 'stair riser tread' });
    for (let index = 0; index < 10; index++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('signs out other sessions and renames', async () => {
    const first = await createStaffSession(app, 'sales');
    const second = await signInStaff(app, first.email, first.password);
    const ended = await call(first, 'POST', '/profile/sessions/sign-out-others');
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await call(second, 'GET', '/me')).statusCode).toBe(401);
    const renamed = await call(first, 'PATCH', '/profile', { name: 'Renamed Seller' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed Seller', email: first.email, minPasswordLength: 8 });
  });
});

describe('audit log per member', () => {
  it('records who, what, when and from where, filterable by action', async () => {
    const member = await createStaffSession(app, 'sales');
    await call(admin, 'PATCH', `/staff-users/${member.user.id}`, { role: 'content_editor' });
    await call(admin, 'POST', `/staff-users/${member.user.id}/deactivate`);
    const all = await call(admin, 'GET', `/staff-users/${member.user.id}/audit`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'staff_user.deactivate',
      'staff_user.update',
    ]);
    expect(body.entries[1]).toMatchObject({
      staffName: admin.user.name,
      detail: { roleBefore: 'sales', roleAfter: 'content_editor' },
      ip: '127.0.0.1',
    });
    const filtered = await call(admin, 'GET', `/staff-users/${member.user.id}/audit?action=staff_user.update`);
    expect(filtered.json().entries).toHaveLength(1);
    const rows = await app.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, member.user.id));
    expect(rows).toHaveLength(2);
  });
});

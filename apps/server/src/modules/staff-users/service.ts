import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { AuthService } from '../auth/service.ts';
import type { EmailService } from '../email/service.ts';
import { STAFF_INVITE_EMAIL, staffInviteTemplate } from './invites.ts';
import { createMembers } from './members.ts';
import { createProfile } from './profile.ts';
import { createRoles } from './roles.ts';

export interface StaffUserServiceOptions {
  /** Injectable clock for tests (invitation expiry). */
  now?: () => Date;
}

/** Staff accounts, roles, invitations and the own profile (docs/decisions/026-staff-accounts-and-roles.md). */
export function createStaffUserService(
  db: Database,
  env: Pick<Env, 'SESSION_SECRET' | 'adminHost'>,
  auth: AuthService,
  email: EmailService,
  options: StaffUserServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  email.register({ [STAFF_INVITE_EMAIL]: staffInviteTemplate(db, env) });
  return {
    members: createMembers(db, env, auth.roles, email, { now }),
    roles: createRoles(db, auth.roles, now),
    profile: createProfile(db, auth.roles, now),
  };
}

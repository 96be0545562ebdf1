import type { Role } from '@atelier/domain';
import type { TestApp } from './test-app.ts';

export interface StaffSession {
  /** Value for the Cookie header */
  cookie: string;
  /** Value for the CSRF header on state-changing requests */
  csrfToken: string;
  headers: Record<string, string>;
}

/** Creates a staff user with the role and signs it in through the real sign-in endpoint. */
export async function createStaffSession(_app: TestApp, _role: Role): Promise<StaffSession> {
  throw new Error('createStaffSession is not implemented yet');
}

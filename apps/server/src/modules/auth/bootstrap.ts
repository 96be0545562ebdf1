import type { Env } from '../../env.ts';
import type { AuthService } from './service.ts';

/**
 * Start-up accounts: the demo accounts in demo mode only; in any mode, the first super admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when no active super admin exists yet.
 */
export async function prepareStaffAccounts(auth: AuthService, env: Env): Promise<string[]> {
  const notes: string[] = [];
  if (env.demoMode) {
    await auth.seedDemoAccounts();
    notes.push('demo staff accounts are available (admin@example.com / admin123)');
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (await auth.ensureInitialAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD)) {
      notes.push(`created the super admin ${env.ADMIN_EMAIL}`);
    }
  } else if (!env.demoMode && (await auth.countStaff()) === 0) {
    notes.push('no staff account exists: run `npm run admin:create` or set ADMIN_EMAIL and ADMIN_PASSWORD');
  }
  return notes;
}

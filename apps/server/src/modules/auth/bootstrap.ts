import { ConfigError, type Env } from '../../env.ts';
import { passwordProblem } from './password-policy.ts';
import type { AuthService } from './service.ts';

/**
 * Start-up accounts: the demo accounts in demo mode only (their passwords are fixed by the spec, so they
 * are exempt from the password rule); in any mode, the first super admin from ADMIN_EMAIL/ADMIN_PASSWORD
 * when no active super admin exists yet. A password the rule refuses stops start-up with the reason.
 */
export async function prepareStaffAccounts(auth: AuthService, env: Env): Promise<string[]> {
  const notes: string[] = [];
  if (env.demoMode) {
    await auth.seedDemoAccounts();
    notes.push('demo staff accounts are available (admin@example.com / admin123)');
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (await auth.needsInitialAdmin(env.ADMIN_EMAIL)) {
      const problem = passwordProblem(env.ADMIN_PASSWORD, 'super_admin');
      if (problem) throw new ConfigError(`Invalid environment variable ADMIN_PASSWORD: ${problem}`);
      await auth.createUser({
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        name: 'Administrator',
        role: 'super_admin',
      });
      notes.push(`created the super admin ${env.ADMIN_EMAIL}`);
    }
  } else if (!env.demoMode && (await auth.countStaff()) === 0) {
    notes.push('no staff account exists: run `npm run admin:create` or set ADMIN_EMAIL and ADMIN_PASSWORD');
  }
  return notes;
}

/**
 * Creates a super admin account: `npm run admin:create -- --email you@example.com [--name "Your Name"]`.
 * The password is asked for without echo (or read from ADMIN_PASSWORD). Uses the same DATABASE_URL /
 * DATA_DIR as the server; with the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { passwordProblem } from '../modules/auth/password-policy.ts';
import { createAuthService } from '../modules/auth/service.ts';
import { readHiddenLine } from './read-hidden-line.ts';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const env = loadEnv();
  const email = (values.email ?? env.ADMIN_EMAIL)?.trim().toLowerCase();
  if (!email?.includes('@')) throw new ConfigError('Give the account email with --email you@example.com');
  const password = env.ADMIN_PASSWORD ?? (await readHiddenLine(`Password for ${email}: `));
  // The same rule as every other way a password is set (modules/auth/password-policy.ts).
  const problem = passwordProblem(password, 'super_admin');
  if (problem) throw new ConfigError(`The password cannot be used: ${problem}`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const auth = createAuthService(database.db, env);
    if (await auth.hasAccount(email)) throw new ConfigError(`A staff account for ${email} already exists.`);
    const user = await auth.createUser({ email, password, name: values.name ?? 'Administrator', role: 'super_admin' });
    console.log(`Created super admin ${user.email}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

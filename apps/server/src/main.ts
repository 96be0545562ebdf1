import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalog } from './db/seed/index.ts';
import { ConfigError, loadEnv } from './env.ts';
import { prepareStaffAccounts } from './modules/auth/bootstrap.ts';
import { createAuthService } from './modules/auth/service.ts';

async function main() {
  const startedAt = performance.now();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await seedCatalog(database.db);
  const staffNotes = await prepareStaffAccounts(createAuthService(database.db, env), env);
  const { server } = await buildApp({ env, database });

  const shutdown = async () => {
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await server.listen({ port: env.PORT, host: env.HOST });
  const port = env.PORT;
  for (const note of staffNotes) server.log.info(note);
  server.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `storefront on http://localhost:${port}, admin on http://admin.localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client.ts';
import { seedCatalog } from '../db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite database that every test app starts from. */
    pgliteTemplateFile: string;
    /** A migrated, seeded PostgreSQL database every test database is created from (TEST_DATABASE_URL set). */
    postgresTemplate: string | null;
  }
}

/**
 * Runs once per test run, before any test file: migrates and seeds one database, and hands it to every
 * test app as a template. Starting PGlite from a dump skips initdb and every migration (about 2 s per
 * app down to 0.4 s); PostgreSQL copies the template with `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'atelier-test-template-'));
  const templateFile = path.join(folder, 'pglite.tar');
  const pglite = await openDatabase({});
  await seedCatalog(pglite.db);
  writeFileSync(templateFile, Buffer.from(await (await dumpPglite(pglite)).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? await createPostgresTemplate(serverUrl) : null;
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropDatabase(serverUrl, postgresTemplate);
  };
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed again before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seedCatalog(database.db);
  await database.close();
  return name;
}

async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

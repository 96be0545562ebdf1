// @postgres: raw SQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/client.ts';
import { legalTextVersions, settings } from '../../../db/schema/index.ts';
import { migrationsFolder } from '../../../paths.ts';
import { tempDir } from '../../../test/temp-dir.ts';
import { DEFAULT_LEGAL_TEXTS } from './defaults.ts';
import { currentLegalTexts, legalTextHistory, legalTextVersion } from './store.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: tempDir('legal-texts') });
});
afterAll(() => handle.close());

/** The statements of migration 0016 that move a licence saved before versions into version 1. */
const licenceMove = () =>
  readFileSync(join(migrationsFolder, '0016_legal_texts.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes("'plan_licence'"));

describe('legal texts', () => {
  it('reads each default text as version 1 until one is published', async () => {
    const texts = await currentLegalTexts(handle.db);
    expect(texts.privacy).toMatchObject({ ...DEFAULT_LEGAL_TEXTS.privacy, version: 1 });
    expect(await legalTextVersion(handle.db, 'terms', 1)).toMatchObject(DEFAULT_LEGAL_TEXTS.terms);
    expect(await legalTextVersion(handle.db, 'terms', 2)).toBeNull();
  });

  it('keeps a licence saved before versions as its version 1 (migration 0016)', async () => {
    const { db } = handle;
    const saved = { title: 'Our licence', body: 'A licence text staff saved before legal texts had versions.' };
    await db
      .insert(settings)
      .values({ key: 'plan_licence', value: saved, updatedAt: new Date('2025-03-01T10:00:00Z') });
    expect(licenceMove()).toHaveLength(2);
    for (const statement of licenceMove()) await db.execute(sql.raw(statement));

    expect((await currentLegalTexts(db)).licence).toEqual({
      ...saved,
      version: 1,
      publishedAt: new Date('2025-03-01T10:00:00Z'),
    });
    expect(await db.select().from(settings).where(eq(settings.key, 'plan_licence'))).toEqual([]);
    expect(await legalTextHistory(db, 'licence')).toEqual([
      { version: 1, title: 'Our licence', publishedAt: '2025-03-01T10:00:00.000Z', publishedBy: null },
    ]);
    await db.delete(legalTextVersions);
  });
});

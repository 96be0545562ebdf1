import type { LegalDocument, LegalTextInput, LegalVersion } from '@atelier/domain/content-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { legalTextVersions, staffUsers } from '../../../db/schema/index.ts';
import { DEFAULT_LEGAL_TEXTS, DEFAULT_LEGAL_TEXTS_DATE } from './defaults.ts';

/** One published version of a legal text. */
export interface LegalText extends LegalTextInput {
  version: number;
  publishedAt: Date;
}

/** The default text of a document: version 1 until staff publish another. */
const defaultText = (document: LegalDocument): LegalText => ({
  ...DEFAULT_LEGAL_TEXTS[document],
  version: 1,
  publishedAt: DEFAULT_LEGAL_TEXTS_DATE,
});

const textColumns = {
  document: legalTextVersions.document,
  version: legalTextVersions.version,
  title: legalTextVersions.title,
  body: legalTextVersions.body,
  publishedAt: legalTextVersions.publishedAt,
};

/** The version in effect of every legal text (the highest published, else the default). */
export async function currentLegalTexts(db: Database): Promise<Record<LegalDocument, LegalText>> {
  const rows = await db
    .selectDistinctOn([legalTextVersions.document], textColumns)
    .from(legalTextVersions)
    .orderBy(legalTextVersions.document, desc(legalTextVersions.version));
  const current = (document: LegalDocument): LegalText => {
    const row = rows.find((entry) => entry.document === document);
    return row
      ? { title: row.title, body: row.body, version: row.version, publishedAt: row.publishedAt }
      : defaultText(document);
  };
  return { licence: current('licence'), privacy: current('privacy'), terms: current('terms') };
}

/** One version of a legal text, as it was published (version 1 is the default until one is saved as 1). */
export async function legalTextVersion(
  db: Database,
  document: LegalDocument,
  version: number,
): Promise<LegalText | null> {
  const [row] = await db
    .select(textColumns)
    .from(legalTextVersions)
    .where(and(eq(legalTextVersions.document, document), eq(legalTextVersions.version, version)));
  if (row) return { title: row.title, body: row.body, version: row.version, publishedAt: row.publishedAt };
  return version === 1 ? defaultText(document) : null;
}

/** How many earlier versions staff see listed. */
const HISTORY_LIMIT = 20;

/** Every version of a legal text, newest first, with who published it. */
export async function legalTextHistory(db: Database, document: LegalDocument): Promise<LegalVersion[]> {
  const rows = await db
    .select({
      version: legalTextVersions.version,
      title: legalTextVersions.title,
      publishedAt: legalTextVersions.publishedAt,
      publishedBy: staffUsers.name,
    })
    .from(legalTextVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, legalTextVersions.publishedBy))
    .where(eq(legalTextVersions.document, document))
    .orderBy(desc(legalTextVersions.version))
    .limit(HISTORY_LIMIT);
  const versions = rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
  if (!versions.some((entry) => entry.version === 1)) {
    const first = defaultText(document);
    versions.push({ version: 1, title: first.title, publishedAt: first.publishedAt.toISOString(), publishedBy: null });
  }
  return versions.slice(0, HISTORY_LIMIT);
}

/**
 * Publishes a new version of a legal text (the next number after the highest, the default counting as 1)
 * and answers its number; null when the text is the one in effect already. Two staff saving at once
 * cannot both take a number: the second is told to reload.
 */
export async function publishLegalText(
  tx: Database,
  document: LegalDocument,
  text: LegalTextInput,
  staffId: string,
): Promise<number | null> {
  const current = (await currentLegalTexts(tx))[document];
  if (current.title === text.title && current.body === text.body) return null;
  const [published] = await tx
    .insert(legalTextVersions)
    .select(
      sql`select ${document}, coalesce(max(${legalTextVersions.version}), 1) + 1, ${text.title}, ${text.body}, now(), ${staffId}
          from ${legalTextVersions} where ${legalTextVersions.document} = ${document}`,
    )
    .onConflictDoNothing()
    .returning({ version: legalTextVersions.version });
  if (!published) {
    throw new DomainError(
      'conflict',
      'legal_text_changed',
      'Someone else published a new version of this text just now. Reload the page to see it.',
    );
  }
  return published.version;
}

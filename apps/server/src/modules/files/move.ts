import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { Bucket } from './bucket.ts';
import { fileKey } from './file-store.ts';

export type MoveDestination = 'bucket' | 'database';

export interface MoveResult {
  /** Files whose bytes now live at the destination. */
  moved: number;
  bytes: number;
  /** Files that could not be moved (named in `problems`); a later run tries them again. */
  failed: number;
  problems: string[];
  /** Moving to the database: objects left in the bucket by an interrupted run (or orphans), deleted. */
  cleaned: number;
}

/** The move cannot run as asked (no bucket named). */
export class MoveRefusedError extends Error {}

const BATCH = 100;
const HOUR_MS = 60 * 60_000;

export function checkMove(to: MoveDestination, bucket: Bucket | null): asserts bucket is Bucket {
  if (!bucket) {
    throw new MoveRefusedError(
      to === 'bucket'
        ? 'FILE_STORE names no bucket: set FILE_STORE=s3://bucket… (for the servers too), then move the files.'
        : 'FILE_STORE names no bucket: run this with FILE_STORE naming the bucket the files are in.',
    );
  }
}

/**
 * `npm run files:move` (decision 055): moves every file's bytes between the `stored_files` rows and the
 * bucket, 100 rows at a time. A row changes only once its bytes are safe at the destination (object
 * written, or bytes stored in the row; then the object is deleted), so a run can stop anywhere and be
 * run again; files already at the destination are left alone. Servers keep serving meanwhile: the file
 * store reads a row's bytes when it has them, and the object otherwise.
 */
export async function moveFiles(
  db: Database,
  bucket: Bucket | null,
  to: MoveDestination,
  progress: (result: MoveResult) => void = () => {},
): Promise<MoveResult> {
  checkMove(to, bucket);
  const result: MoveResult = { moved: 0, bytes: 0, failed: 0, problems: [], cleaned: 0 };
  const fail = (id: string, problem: string) => {
    result.failed += 1;
    result.problems.push(`${id}: ${problem}`);
  };
  let after = '';
  for (;;) {
    // Only the ids of a batch: the bytes are read one file at a time (plan sets reach 50 MB).
    const ids = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(to === 'bucket' ? isNotNull(storedFiles.bytes) : isNull(storedFiles.bytes), gt(storedFiles.id, after)))
      .orderBy(asc(storedFiles.id))
      .limit(BATCH);
    if (ids.length === 0) break;
    after = ids.at(-1)?.id ?? after;
    for (const { id } of ids) {
      try {
        const moved = to === 'bucket' ? await toBucket(db, bucket, id) : await toDatabase(db, bucket, id);
        if (typeof moved === 'string') fail(id, moved);
        else if (moved !== null) {
          result.moved += 1;
          result.bytes += moved;
        }
      } catch (error) {
        fail(id, error instanceof Error ? error.message : String(error));
      }
    }
    progress(result);
  }
  if (to === 'database') result.cleaned = await deleteLeftovers(db, bucket);
  return result;
}

/** The size moved, null when the row changed meanwhile (removed, or moved by another run). */
async function toBucket(db: Database, bucket: Bucket, id: string): Promise<number | null> {
  const [row] = await db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  if (!row?.bytes) return null;
  await bucket.put(fileKey(id), row.bytes, row.contentType);
  const updated = await db
    .update(storedFiles)
    .set({ bytes: null })
    .where(and(eq(storedFiles.id, id), eq(storedFiles.sha256, row.sha256), isNotNull(storedFiles.bytes)))
    .returning({ id: storedFiles.id });
  // A row removed meanwhile leaves an object no row names: the sweep deletes it.
  return updated.length > 0 ? row.bytes.byteLength : null;
}

/** The size moved, null when the row changed meanwhile, or the problem that stops this file. */
async function toDatabase(db: Database, bucket: Bucket, id: string): Promise<number | string | null> {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, present: sql<boolean>`${storedFiles.bytes} is not null` })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  if (!row || row.present) return null;
  const bytes = await bucket.get(fileKey(id));
  if (!bytes) return `missing from ${bucket.label}`;
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
    return 'the object does not match the file (sha256 differs); left as it is';
  }
  const updated = await db
    .update(storedFiles)
    .set({ bytes })
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.bytes)))
    .returning({ id: storedFiles.id });
  if (updated.length === 0) return null;
  await bucket.remove(fileKey(id));
  return bytes.byteLength;
}

/**
 * After a move to the database: deletes the objects whose row holds its bytes (an earlier run stopped
 * between storing them and deleting the object), and those no row names once an hour old (as the sweep).
 * Objects whose row is still in the bucket (uploaded meanwhile) are kept.
 */
async function deleteLeftovers(db: Database, bucket: Bucket): Promise<number> {
  const before = Date.now() - HOUR_MS;
  let deleted = 0;
  for await (const page of bucket.list('files/')) {
    if (page.length === 0) continue;
    const rows = await db
      .select({ id: storedFiles.id, inBucket: sql<boolean>`${storedFiles.bytes} is null` })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          page.map((object) => object.name),
        ),
      );
    const inBucket = new Map(rows.map((row) => [row.id, row.inBucket]));
    for (const object of page) {
      const state = inBucket.get(object.name);
      if (state === true || (state === undefined && object.lastModified.getTime() >= before)) continue;
      await bucket.remove(fileKey(object.name));
      deleted += 1;
    }
  }
  return deleted;
}

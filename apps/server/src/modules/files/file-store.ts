import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimJob, repeatEvery } from '../../db/claims.ts';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { Bucket } from './bucket.ts';

export interface StoredFile {
  id: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  bytes: Uint8Array;
}

/**
 * Uploaded files (decisions 017 and 055). Every file has a `stored_files` row (size, sha256, content
 * type; the rows that use it reference it); its bytes are in that row, or in the bucket FILE_STORE names
 * (`bytes` null). `put` and `remove` take the caller's transaction, so a file exists exactly when the row
 * that uses it does.
 */
export interface FileStore {
  put(tx: Database, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | null>;
  remove(tx: Database, id: string): Promise<void>;
}

/** The store the services use: a FileStore, plus what the backups, the move command and the sweep need. */
export interface FileStorage extends FileStore {
  /** Where new files go; null keeps them in the database. */
  bucket: Bucket | null;
  /** Deletes the bucket's file objects older than `olderThanMs` that no row names; answers how many. */
  sweepOrphans(olderThanMs?: number): Promise<number>;
  /** Sweeps hourly (one process an hour, whichever claims it first); answers the stop function. */
  scheduleSweep(log: FastifyBaseLogger): () => void;
}

/** The object that holds a file's bytes, below the FILE_STORE prefix. */
export const fileKey = (id: string) => `files/${id}`;

const HOUR_MS = 60 * 60_000;
/** The `settings` row whose update time says when a process last claimed the sweep. */
const SWEEP_CLAIM_KEY = 'file_sweep_claim';

/** A row says its bytes are in the bucket, and they are not (or no bucket is configured). */
export class MissingFileError extends Error {}

/**
 * With a bucket, `put` writes the object first, then inserts the row (bytes null) in the caller's
 * transaction: a rolled-back transaction leaves an object no row names, which the sweep deletes once
 * it is an hour old (no transaction stays open that long). `remove` deletes the row only; the sweep
 * deletes the object later. `get` serves a row's own bytes when it has them, so files in both places
 * work while `files:move` runs.
 */
export function createFileStore(db: Database, bucket: Bucket | null): FileStorage {
  const readRow = async (id: string) => {
    const [row] = await db
      .select({
        id: storedFiles.id,
        contentType: storedFiles.contentType,
        byteSize: storedFiles.byteSize,
        sha256: storedFiles.sha256,
        bytes: storedFiles.bytes,
      })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    return row;
  };

  async function sweepOrphans(olderThanMs = HOUR_MS): Promise<number> {
    if (!bucket) return 0;
    const before = Date.now() - olderThanMs;
    let removed = 0;
    for await (const page of bucket.list('files/')) {
      const old = page.filter((object) => object.lastModified.getTime() < before).map((object) => object.name);
      if (old.length === 0) continue;
      const rows = await db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, old));
      const known = new Set(rows.map((row) => row.id));
      for (const id of old.filter((name) => !known.has(name))) {
        await bucket.remove(fileKey(id));
        removed += 1;
      }
    }
    return removed;
  }

  return {
    bucket,
    async put(tx, bytes, contentType) {
      const file = {
        id: randomUUID(),
        contentType,
        byteSize: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
      if (bucket) {
        await bucket.put(fileKey(file.id), bytes, contentType);
        await tx.insert(storedFiles).values({ ...file, bytes: null });
      } else {
        await tx.insert(storedFiles).values({ ...file, bytes });
      }
      return { ...file, bytes };
    },
    async get(id) {
      const row = await readRow(id);
      if (!row) return null;
      if (row.bytes) return { ...row, bytes: new Uint8Array(row.bytes) };
      const bytes = bucket ? await bucket.get(fileKey(id)) : null;
      if (bytes) return { ...row, bytes };
      // Moved into the database (or removed) since the row was read: read it again.
      const again = await readRow(id);
      if (!again) return null;
      if (again.bytes) return { ...again, bytes: new Uint8Array(again.bytes) };
      throw new MissingFileError(
        bucket
          ? `Stored file ${id} is missing from ${bucket.label}.`
          : `Stored file ${id} is kept in a bucket, but FILE_STORE names none (set it, or run files:move -- --to=database with it set).`,
      );
    },
    async remove(tx, id) {
      await tx.delete(storedFiles).where(eq(storedFiles.id, id));
    },
    sweepOrphans,
    scheduleSweep(log) {
      if (!bucket) return () => {};
      const pass = () => {
        // Of several processes, one claims each hour's sweep.
        claimJob(db, SWEEP_CLAIM_KEY, 50)
          .then((claimed) => (claimed ? sweepOrphans() : null))
          .then(
            (removed) => {
              if (removed) log.info({ removed }, 'orphan file objects deleted');
            },
            (error: unknown) => log.warn({ err: error }, 'orphan file sweep failed'),
          );
      };
      return repeatEvery(HOUR_MS, 10 * 60_000, pass);
    },
  };
}

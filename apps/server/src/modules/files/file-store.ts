import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export interface StoredFile {
  id: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  bytes: Uint8Array;
}

/**
 * Uploaded files, in the database so that every server process sees the same ones and a backup holds
 * them all (decision 017). `put` and `remove` take the caller's transaction, so a file exists exactly
 * when the row that uses it does.
 */
export interface FileStore {
  put(tx: Database, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | null>;
  remove(tx: Database, id: string): Promise<void>;
}

export function createDatabaseFileStore(db: Database): FileStore {
  return {
    async put(tx, bytes, contentType) {
      const file = {
        id: randomUUID(),
        contentType,
        byteSize: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      };
      await tx.insert(storedFiles).values(file);
      return file;
    },
    async get(id) {
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
      return row ? { ...row, bytes: new Uint8Array(row.bytes) } : null;
    },
    async remove(tx, id) {
      await tx.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}

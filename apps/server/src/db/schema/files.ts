import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

/**
 * Uploaded files (design pictures, plan sets, CAD files), kept in the database so that every server
 * process sees the same files (decision 017). `bytes` is null when they are in the FILE_STORE bucket
 * instead (decision 055). Only modules/files/ (the store, files:move) reads and writes it.
 */
export const storedFiles = pgTable('stored_files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

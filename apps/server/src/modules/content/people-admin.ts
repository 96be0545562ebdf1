import { randomUUID } from 'node:crypto';
import { portraitPath } from '@atelier/domain/studio-content';
import { eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { teamMembers, testimonials } from '../../db/schema/index.ts';
import type { AuditDetail, AuditTarget } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { applyOrder, notFound, recordContentChange } from './audit.ts';
import { preparePortrait } from './portrait.ts';

/** The tables of people the About page shows: each row has a name, an order, and a photo or initials. */
type PeopleTable = typeof teamMembers | typeof testimonials;

/** What staff do to a list of people; every change answers with the whole list, in its order. */
export interface PeopleAdmin<Input, List> {
  list(): Promise<List>;
  create(input: Input, actor: StaffActor): Promise<List>;
  update(id: string, input: Input, actor: StaffActor): Promise<List>;
  remove(id: string, actor: StaffActor): Promise<List>;
  reorder(ids: string[], actor: StaffActor): Promise<List>;
  setPhoto(id: string, bytes: Buffer, actor: StaffActor): Promise<List>;
  removePhoto(id: string, actor: StaffActor): Promise<List>;
}

export interface PeopleSpec<T extends PeopleTable, Input, List> {
  table: T;
  /** One entry, as a refusal names it: 'team member'. */
  noun: string;
  /** New ids are `<idPrefix>-<uuid>`; the audit actions are `<action>.create`, `<action>.update`, … */
  idPrefix: string;
  action: string;
  target: AuditTarget['type'];
  /** Columns every edit and photo change writes besides its own (e.g. updatedAt). */
  touched: () => Partial<T['$inferInsert']>;
  /** The audit detail of a new entry, and of an edit from the row before it. */
  createdDetail: (input: Input) => AuditDetail;
  updatedDetail: (before: T['$inferSelect'], input: Input) => AuditDetail;
  /** The answer of every call. */
  list: () => Promise<List>;
}

/** The generated initials of a person without a photo. */
const initialsPath = (id: string) => `/media/avatars/${id}`;

/**
 * A list of people with portraits (the team, the testimonials): created at the end of the list, edited,
 * reordered and deleted in one transaction with their audit row; a photo replaced or removed together
 * with the stored file it replaces.
 */
export function createPeopleAdmin<T extends PeopleTable, Input extends object, List>(
  db: Database,
  files: FileStore,
  spec: PeopleSpec<T, Input, List>,
): PeopleAdmin<Input, List> {
  // Both tables share the columns used here; drizzle's types do not follow a union of tables.
  const table = spec.table as typeof teamMembers;
  type Row = T['$inferSelect'];
  type Values = typeof teamMembers.$inferInsert;
  const { list } = spec;
  const target = (id: string): AuditTarget => ({ type: spec.target, id });

  async function lock(tx: Database, id: string): Promise<Row> {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(spec.noun);
    return row as Row;
  }

  /** Sets or clears the photo; the file it replaces goes in the same transaction. */
  async function swapPhoto(id: string, picture: { bytes: Uint8Array; contentType: string } | null, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      const file = picture ? await files.put(tx, picture.bytes, picture.contentType) : null;
      await tx
        .update(table)
        .set({
          photoFileId: file?.id ?? null,
          avatar: file ? portraitPath(file.id) : initialsPath(id),
          ...(spec.touched() as Partial<Values>),
        })
        .where(eq(table.id, id));
      if (row.photoFileId) await files.remove(tx, row.photoFileId);
      await recordContentChange(tx, actor, `${spec.action}.${file ? 'photo_set' : 'photo_remove'}`, target(id));
    });
  }

  return {
    list,

    async create(input, actor) {
      const id = `${spec.idPrefix}-${randomUUID()}`;
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ value: max(table.sortOrder) }).from(table);
        await tx.insert(table).values({
          id,
          ...(input as Omit<Values, 'id'>),
          avatar: initialsPath(id),
          sortOrder: (last?.value ?? 0) + 1,
        });
        await recordContentChange(tx, actor, `${spec.action}.create`, target(id), spec.createdDetail(input));
      });
      return list();
    },

    async update(id, input, actor) {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await tx
          .update(table)
          .set({ ...(input as Partial<Values>), ...(spec.touched() as Partial<Values>) })
          .where(eq(table.id, id));
        await recordContentChange(tx, actor, `${spec.action}.update`, target(id), spec.updatedDetail(before, input));
      });
      return list();
    },

    async remove(id, actor) {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        if (row.photoFileId) await files.remove(tx, row.photoFileId);
        await recordContentChange(tx, actor, `${spec.action}.delete`, target(id), { name: row.name });
      });
      return list();
    },

    async reorder(ids, actor) {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: table.id }).from(table).for('update');
        await applyOrder(
          current.map((row) => row.id),
          ids,
          (id, position) => tx.update(table).set({ sortOrder: position }).where(eq(table.id, id)),
        );
        await recordContentChange(tx, actor, `${spec.action}.reorder`, target('*'), { order: ids.join(',') });
      });
      return list();
    },

    async setPhoto(id, bytes, actor) {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      if (!row) throw notFound(spec.noun);
      // Decoding and encoding happen before the transaction: no row stays locked while sharp works.
      await swapPhoto(id, await preparePortrait(bytes), actor);
      return list();
    },

    async removePhoto(id, actor) {
      await swapPhoto(id, null, actor);
      return list();
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { StaffTeamList, TeamMemberInput } from '@atelier/domain/content-admin';
import { portraitPath } from '@atelier/domain/studio-content';
import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { applyOrder, notFound, recordContentChange } from './audit.ts';
import { preparePortrait } from './portrait.ts';

const initialsPath = (id: string) => `/media/avatars/${id}`;

/** The team on the About page: members in their order, each with a bio and an uploaded photo or initials. */
export function createTeamAdmin(db: Database, files: FileStore) {
  async function list(): Promise<StaffTeamList> {
    const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    return {
      members: rows.map(({ id, name, role, bio, avatar, photoFileId }) => ({
        id,
        name,
        role,
        bio,
        avatar,
        hasPhoto: photoFileId !== null,
      })),
    };
  }

  async function lock(tx: Database, id: string) {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
    if (!row) throw notFound('team member');
    return row;
  }

  /** Sets or clears the photo; the file it replaces goes in the same transaction. */
  async function swapPhoto(id: string, picture: { bytes: Uint8Array; contentType: string } | null, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      const file = picture ? await files.put(tx, picture.bytes, picture.contentType) : null;
      await tx
        .update(teamMembers)
        .set({ photoFileId: file?.id ?? null, avatar: file ? portraitPath(file.id) : initialsPath(id) })
        .where(eq(teamMembers.id, id));
      if (row.photoFileId) await files.remove(tx, row.photoFileId);
      await recordContentChange(tx, actor, file ? 'team.photo_set' : 'team.photo_remove', { type: 'team_member', id });
    });
  }

  return {
    list,

    async create(input: TeamMemberInput, actor: StaffActor): Promise<StaffTeamList> {
      const id = `team-${randomUUID()}`;
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ value: max(teamMembers.sortOrder) }).from(teamMembers);
        await tx
          .insert(teamMembers)
          .values({ id, ...input, avatar: initialsPath(id), sortOrder: (last?.value ?? 0) + 1 });
        await recordContentChange(tx, actor, 'team.create', { type: 'team_member', id }, { name: input.name });
      });
      return list();
    },

    async update(id: string, input: TeamMemberInput, actor: StaffActor): Promise<StaffTeamList> {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await tx.update(teamMembers).set(input).where(eq(teamMembers.id, id));
        await recordContentChange(
          tx,
          actor,
          'team.update',
          { type: 'team_member', id },
          {
            name: before.name === input.name ? input.name : `${before.name} → ${input.name}`,
          },
        );
      });
      return list();
    },

    async remove(id: string, actor: StaffActor): Promise<StaffTeamList> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        await tx.delete(teamMembers).where(eq(teamMembers.id, id));
        if (row.photoFileId) await files.remove(tx, row.photoFileId);
        await recordContentChange(tx, actor, 'team.delete', { type: 'team_member', id }, { name: row.name });
      });
      return list();
    },

    async reorder(ids: string[], actor: StaffActor): Promise<StaffTeamList> {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: teamMembers.id }).from(teamMembers).for('update');
        await applyOrder(
          current.map((row) => row.id),
          ids,
          (id, position) => tx.update(teamMembers).set({ sortOrder: position }).where(eq(teamMembers.id, id)),
        );
        await recordContentChange(
          tx,
          actor,
          'team.reorder',
          { type: 'team_member', id: '*' },
          { order: ids.join(',') },
        );
      });
      return list();
    },

    async setPhoto(id: string, bytes: Buffer, actor: StaffActor): Promise<StaffTeamList> {
      const [row] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id));
      if (!row) throw notFound('team member');
      // Decoding and encoding happen before the transaction: no row stays locked while sharp works.
      await swapPhoto(id, await preparePortrait(bytes), actor);
      return list();
    },

    async removePhoto(id: string, actor: StaffActor): Promise<StaffTeamList> {
      await swapPhoto(id, null, actor);
      return list();
    },
  };
}

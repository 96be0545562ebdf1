import type { StaffTeamList, TeamMemberInput } from '@atelier/domain/content-admin';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { createPeopleAdmin } from './people-admin.ts';

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

  return createPeopleAdmin<typeof teamMembers, TeamMemberInput, StaffTeamList>(db, files, {
    table: teamMembers,
    noun: 'team member',
    idPrefix: 'team',
    action: 'team',
    target: 'team_member',
    touched: () => ({}),
    createdDetail: (input) => ({ name: input.name }),
    updatedDetail: (before, input) => ({
      name: before.name === input.name ? input.name : `${before.name} → ${input.name}`,
    }),
    list,
  });
}

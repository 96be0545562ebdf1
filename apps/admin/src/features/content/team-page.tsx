import type { StaffTeamMember } from '@atelier/domain/content-admin';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { teamResource, useContentList, useEntryOrder } from './api';
import { EntryList } from './entry-list';
import { ListSection, OrderError, PortraitThumb } from './page-parts';
import { PhotoActions } from './photo-actions';
import { AddTeamMember, DeleteTeamMember, EditTeamMember } from './team-actions';

/** /content/team: the team on the About page, in its order, with their photos. */
export function TeamPage() {
  const query = useContentList(teamResource);
  const order = useEntryOrder(teamResource);
  const [announcement, setAnnouncement] = useState('');

  if (query.isError && !query.data) {
    return (
      <ErrorState title="The team could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <LoadingState>Loading the team...</LoadingState>;
  const { members } = query.data;

  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <ListSection
        id="team-list-title"
        title="Team members in About page order"
        note="A new order is saved as soon as a member moves."
        action={<AddTeamMember announce={setAnnouncement} />}
      >
        <OrderError error={order.error} />
        {members.length === 0 ? (
          <EmptyState>No team members yet.</EmptyState>
        ) : (
          <EntryList<StaffTeamMember>
            items={members}
            label="Team members, in About page order"
            noun="team member"
            nameOf={(member) => member.name}
            onReorder={(ids, message) => {
              order.reorder(ids);
              setAnnouncement(message);
            }}
            actions={(member) => (
              <>
                <EditTeamMember member={member} announce={setAnnouncement} />
                <PhotoActions
                  resource={teamResource}
                  id={member.id}
                  name={member.name}
                  hasPhoto={member.hasPhoto}
                  announce={setAnnouncement}
                />
                <DeleteTeamMember member={member} announce={setAnnouncement} />
              </>
            )}
          >
            {(member) => (
              <div className="flex items-start gap-3">
                <PortraitThumb avatar={member.avatar} />
                <div className="space-y-1">
                  <h3 className="font-medium">{member.name}</h3>
                  <p className="text-sm text-primary">{member.role}</p>
                  <p className="text-sm text-muted-fg">{member.bio}</p>
                </div>
              </div>
            )}
          </EntryList>
        )}
      </ListSection>
    </div>
  );
}

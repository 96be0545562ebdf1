import { can, isSuperAdmin } from '@atelier/domain/permissions';
import type { StaffMember } from '@atelier/domain/staff-users';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { ErrorState, LoadingState } from '../../components/query-states';
import { useAuth } from '../../lib/auth';
import { ActivityTab } from './activity-tab';
import { useStaffRoles } from './api';
import { MembersTab } from './members-tab';
import { MfaPolicySection } from './mfa-policy';
import { RolesTab } from './roles-tab';

type Tab = 'members' | 'roles' | 'activity';

const triggerClass =
  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-4 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg';

/** /settings/users: staff accounts, roles as a permission grid, and the activity of each member. */
export function StaffUsersPage() {
  const { user } = useAuth();
  const roles = useStaffRoles();
  const [tab, setTab] = useState<Tab>('members');
  const [activityMember, setActivityMember] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const canUpdate = can(user, 'users', 'update');

  if (roles.isError && !roles.data) {
    return (
      <ErrorState title="The roles could not be loaded." error={roles.error} onRetry={() => void roles.refetch()} />
    );
  }
  if (!roles.data || !user) return <LoadingState>Loading the staff...</LoadingState>;

  const showActivity = (member: StaffMember) => {
    setActivityMember(member.id);
    setTab('activity');
  };

  return (
    <div className="space-y-4">
      <Announcement>{announcement}</Announcement>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-4">
        <Tabs.List aria-label="Staff accounts" className="flex border-b border-border">
          <Tabs.Trigger value="members" className={triggerClass}>
            Members
          </Tabs.Trigger>
          <Tabs.Trigger value="roles" className={triggerClass}>
            Roles
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={triggerClass}>
            Activity
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="members">
          <MembersTab
            roles={roles.data}
            manager={user}
            canUpdate={canUpdate}
            announce={setAnnouncement}
            onShowActivity={showActivity}
          />
        </Tabs.Content>
        <Tabs.Content value="roles">
          <div className="space-y-6">
            {/* Roles and the two-factor policy are a super admin's to change (assignRefusal in the domain). */}
            <RolesTab roles={roles.data} canUpdate={isSuperAdmin(user)} announce={setAnnouncement} />
            <MfaPolicySection roles={roles.data} canUpdate={isSuperAdmin(user)} announce={setAnnouncement} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ActivityTab memberId={activityMember} onMemberChange={setActivityMember} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

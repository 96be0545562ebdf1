import { can, isSuperAdmin } from '@atelier/domain/permissions';
import type { StaffMember } from '@atelier/domain/staff-users';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { PageTabs, TabPanel } from '../../components/page-tabs';
import { ErrorState, LoadingState } from '../../components/query-states';
import { useAuth } from '../../lib/auth';
import { ActivityTab } from './activity-tab';
import { useStaffRoles } from './api';
import { MembersTab } from './members-tab';
import { MfaPolicySection } from './mfa-policy';
import { RolesTab } from './roles-tab';

type Tab = 'members' | 'roles' | 'activity';

const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'members', label: 'Members' },
  { value: 'roles', label: 'Roles' },
  { value: 'activity', label: 'Activity' },
];

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
      <PageTabs label="Staff accounts" tabs={TABS} value={tab} onValueChange={setTab}>
        <TabPanel value="members">
          <MembersTab
            roles={roles.data}
            manager={user}
            canUpdate={canUpdate}
            announce={setAnnouncement}
            onShowActivity={showActivity}
          />
        </TabPanel>
        <TabPanel value="roles">
          <div className="space-y-6">
            {/* Roles and the two-factor policy are a super admin's to change (assignRefusal in the domain). */}
            <RolesTab roles={roles.data} canUpdate={isSuperAdmin(user)} announce={setAnnouncement} />
            <MfaPolicySection roles={roles.data} canUpdate={isSuperAdmin(user)} announce={setAnnouncement} />
          </div>
        </TabPanel>
        <TabPanel value="activity">
          <ActivityTab memberId={activityMember} onMemberChange={setActivityMember} />
        </TabPanel>
      </PageTabs>
    </div>
  );
}

import { type StaffTeamMember, type TeamMemberInput, teamMemberInputSchema } from '@atelier/domain/content-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { primaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { teamResource, useCreateTeamMember, useDeleteEntry, useUpdateTeamMember } from './api';
import { TEAM_FIELDS, TeamFields } from './team-fields';

const EMPTY: TeamMemberInput = { name: '', role: '', bio: '' };
const valuesOf = ({ name, role, bio }: StaffTeamMember): TeamMemberInput => ({ name, role, bio });

/** A new member goes to the end of the team; they can be moved from there. */
export function AddTeamMember({ announce }: { announce(message: string): void }) {
  const create = useCreateTeamMember();
  const form = useForm({ resolver: zodResolver(teamMemberInputSchema), defaultValues: EMPTY });
  const dialog = useFormDialog(create, form, EMPTY, TEAM_FIELDS);
  const submit = (values: TeamMemberInput) =>
    dialog.save(values, () => announce(`“${values.name}” is added at the end of the team.`));
  return (
    <ActionDialog
      {...dialog.props}
      trigger={
        <>
          <Plus aria-hidden className="size-4" /> Add team member
        </>
      }
      triggerClassName={primaryButtonClass}
      title="Add a team member"
      description="They appear at the end of the team on the About page. A photo can be added once they are saved."
      submitLabel="Add team member"
      onSubmit={form.handleSubmit(submit)}
    >
      <TeamFields form={form} />
    </ActionDialog>
  );
}

interface MemberActionProps {
  member: StaffTeamMember;
  announce(message: string): void;
}

export function EditTeamMember({ member, announce }: MemberActionProps) {
  const update = useUpdateTeamMember(member.id);
  const form = useForm({ resolver: zodResolver(teamMemberInputSchema), defaultValues: valuesOf(member) });
  const dialog = useFormDialog(update, form, valuesOf(member), TEAM_FIELDS);
  const submit = (values: TeamMemberInput) => dialog.save(values, () => announce(`“${values.name}” is saved.`));
  return (
    <ActionDialog
      {...dialog.props}
      trigger="Edit"
      triggerAriaLabel={`Edit ${member.name}`}
      triggerClassName={smallButtonClass}
      title={`Edit “${member.name}”`}
      description="Changes show on the About page as soon as they are saved."
      submitLabel="Save team member"
      onSubmit={form.handleSubmit(submit)}
    >
      <TeamFields form={form} />
    </ActionDialog>
  );
}

export function DeleteTeamMember({ member, announce }: MemberActionProps) {
  // Focus then goes to the main region: the dialog's trigger has gone with the entry.
  const remove = useDeleteEntry(teamResource, member.id, () => announce(`“${member.name}” is deleted.`));
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Delete"
      triggerAriaLabel={`Delete ${member.name}`}
      triggerClassName={smallButtonClass}
      title={`Delete “${member.name}”?`}
      description="They leave the About page, and their photo is deleted. This cannot be undone."
      submitLabel="Delete team member"
      dismissLabel="Keep team member"
      destructive
      onConfirm={() => remove.mutate()}
    />
  );
}

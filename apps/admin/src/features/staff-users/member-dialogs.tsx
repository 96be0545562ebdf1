import {
  type CreateStaffMemberInput,
  createStaffMemberSchema,
  minPasswordLength,
  type StaffMember,
  type StaffRole,
  type UpdateStaffMemberInput,
  updateStaffMemberSchema,
} from '@atelier/domain/staff-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { type FieldControlProps, FormField } from '../../components/form-field';
import { inputClass, primaryButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { PasswordField } from '../../components/password-field';
import { type MemberAction, useCreateMember, useMemberAction, useUpdateMember } from './api';

const smallButtonClass =
  'inline-flex h-8 items-center rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:opacity-60';

function RoleSelect({
  roles,
  control,
  register,
}: {
  roles: StaffRole[];
  control: FieldControlProps;
  register: UseFormRegisterReturn;
}) {
  return (
    <select {...control} {...register} className={inputClass}>
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}

const DEFAULT_ROLE = 'content_editor';

/** A new member's form, starting on the content editor role when it may be given, else the first that may. */
const emptyMember = (roles: StaffRole[]): CreateStaffMemberInput => ({
  name: '',
  email: '',
  role: roles.some((role) => role.id === DEFAULT_ROLE) ? DEFAULT_ROLE : (roles[0]?.id ?? DEFAULT_ROLE),
  mode: 'invite',
  password: '',
});

/**
 * Invite a member (an e-mailed one-time link, valid 48 hours) or create one with a password, with one of
 * the roles the signed-in member may give.
 */
export function AddMember({ roles, announce }: { roles: StaffRole[]; announce(message: string): void }) {
  const create = useCreateMember();
  const form = useForm<CreateStaffMemberInput>({
    resolver: zodResolver(createStaffMemberSchema),
    defaultValues: emptyMember(roles),
  });
  const dialog = useFormDialog(create, form, emptyMember(roles), ['name', 'email', 'role', 'password']);
  const mode = form.watch('mode');
  const role = form.watch('role');
  const errors = form.formState.errors;
  const submit = (values: CreateStaffMemberInput) =>
    dialog.save({ ...values, ...(values.mode === 'invite' ? { password: undefined } : {}) }, () =>
      announce(
        values.mode === 'invite'
          ? `${values.name} is invited: the link is on its way to ${values.email}.`
          : `${values.name} can sign in now.`,
      ),
    );
  return (
    <ActionDialog
      {...dialog.props}
      trigger={
        <>
          <UserPlus aria-hidden className="size-4" /> Add member
        </>
      }
      triggerClassName={primaryButtonClass}
      title="Add a staff member"
      description="Invite them by e-mail to choose their own password, or set one for them now."
      submitLabel={mode === 'invite' ? 'Send invitation' : 'Create member'}
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...form.register('email')} type="email" autoComplete="off" className={inputClass} />
        )}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(control) => <RoleSelect roles={roles} control={control} register={form.register('role')} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How they get in</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="invite" {...form.register('mode')} className="size-4 accent-primary" />
          E-mail an invitation link (valid 48 hours, works once)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="password" {...form.register('mode')} className="size-4 accent-primary" />
          Set a password now
        </label>
      </fieldset>
      {mode === 'password' ? (
        <PasswordField
          label="Password"
          hint={`At least ${minPasswordLength(role)} characters, any characters; common passwords are refused.`}
          error={errors.password?.message}
          autoComplete="new-password"
          {...form.register('password')}
        />
      ) : null}
    </ActionDialog>
  );
}

interface MemberProps {
  member: StaffMember;
  announce(message: string): void;
}

/** Rename or change the role. */
export function EditMember({ member, roles, announce }: MemberProps & { roles: StaffRole[] }) {
  const update = useUpdateMember(member.id);
  const values = { name: member.name, role: member.role };
  const form = useForm<UpdateStaffMemberInput>({
    resolver: zodResolver(updateStaffMemberSchema),
    defaultValues: values,
  });
  const dialog = useFormDialog(update, form, values, ['name', 'role']);
  const errors = form.formState.errors;
  return (
    <ActionDialog
      {...dialog.props}
      trigger="Edit"
      triggerAriaLabel={`Edit ${member.name}`}
      triggerClassName={smallButtonClass}
      title={`Edit ${member.name}`}
      description="A new role applies to their very next request."
      submitLabel="Save member"
      onSubmit={form.handleSubmit((input) =>
        dialog.save(input, () => announce(`${input.name ?? member.name} is saved.`)),
      )}
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} className={inputClass} />}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(control) => <RoleSelect roles={roles} control={control} register={form.register('role')} />}
      </FormField>
    </ActionDialog>
  );
}

const CONFIRMATIONS: Record<
  MemberAction,
  {
    label: string;
    title: (name: string) => string;
    description: string;
    done: (name: string) => string;
    destructive: boolean;
  }
> = {
  deactivate: {
    label: 'Deactivate',
    title: (name) => `Deactivate ${name}?`,
    description: 'They are signed out everywhere at once and cannot sign in until reactivated.',
    done: (name) => `${name} is deactivated and signed out.`,
    destructive: true,
  },
  reactivate: {
    label: 'Reactivate',
    title: (name) => `Reactivate ${name}?`,
    description: 'They can sign in again with their password.',
    done: (name) => `${name} is active again.`,
    destructive: false,
  },
  'reset-password': {
    label: 'Reset password',
    title: (name) => `Force a password reset for ${name}?`,
    description:
      'Their current password stops working and they are signed out. A link to choose a new one (valid 48 hours) is e-mailed to them.',
    done: (name) => `${name} must set a new password; the link is on its way.`,
    destructive: true,
  },
  'reset-mfa': {
    label: 'Reset two-factor',
    title: (name) => `Reset two-factor sign-in for ${name}?`,
    description:
      'Their authenticator app and recovery codes stop working and they are signed out. They sign in with the password alone, and set two-factor sign-in up again (at once, if their role requires it).',
    done: (name) => `Two-factor sign-in for ${name} is reset; they are signed out.`,
    destructive: true,
  },
  'resend-invite': {
    label: 'Resend invitation',
    title: (name) => `Send ${name} a new invitation?`,
    description: 'A new link to choose a password (valid 48 hours) is e-mailed to them; earlier links stop working.',
    done: (name) => `A new invitation is on its way to ${name}.`,
    destructive: false,
  },
  'revoke-invite': {
    label: 'Revoke invitation',
    title: (name) => `Revoke the invitation of ${name}?`,
    description: 'Their link stops working and the account stays inactive. You can send a new invitation later.',
    done: (name) => `The invitation of ${name} is revoked.`,
    destructive: true,
  },
};

/** Deactivate, reactivate, force a password reset or reset two-factor sign-in, after a confirmation. */
export function MemberActionButton({ member, action, announce }: MemberProps & { action: MemberAction }) {
  const mutation = useMemberAction(member.id, action);
  const text = CONFIRMATIONS[action];
  return (
    <ConfirmAction
      mutation={mutation}
      trigger={text.label}
      triggerAriaLabel={`${text.label} ${member.name}`}
      triggerClassName={smallButtonClass}
      title={text.title(member.name)}
      description={text.description}
      submitLabel={text.label}
      destructive={text.destructive}
      onConfirm={(close) => {
        mutation.mutate(undefined, {
          onSuccess: () => {
            close();
            announce(text.done(member.name));
          },
        });
      }}
    />
  );
}

export { smallButtonClass };

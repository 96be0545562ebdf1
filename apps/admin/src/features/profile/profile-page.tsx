import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  type Profile,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@atelier/domain/staff-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Announcement } from '../../components/announcement';
import { formatDateTime } from '../../components/date-time';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, secondaryButtonClass } from '../../components/form-styles';
import { PasswordField } from '../../components/password-field';
import { ErrorState, LoadingState, QueryFallback } from '../../components/query-states';
import { SimpleTable } from '../../components/table-card';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useChangePassword, useOwnSessions, useProfile, useRenameProfile, useSignOutOthers } from './api';

const sectionClass = 'space-y-4 rounded-lg border border-border bg-card p-6';

/** /profile: the signed-in member's name and e-mail, password change, two-factor sign-in and own sessions. */
/**
 * The member's own account. `twoFactor` draws the two-factor section (its own feature), given the
 * page's announcer.
 */
export function ProfilePage({ twoFactor }: { twoFactor: (announce: (message: string) => void) => ReactNode }) {
  const profile = useProfile();
  const [announcement, setAnnouncement] = useState('');
  if (profile.isError && !profile.data) {
    return (
      <ErrorState
        title="Your profile could not be loaded."
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (!profile.data) return <LoadingState>Loading your profile...</LoadingState>;
  return (
    <div className="max-w-3xl space-y-6">
      <Announcement>{announcement}</Announcement>
      <AccountSection profile={profile.data} announce={setAnnouncement} />
      <PasswordSection profile={profile.data} announce={setAnnouncement} />
      {twoFactor(setAnnouncement)}
      <SessionsSection announce={setAnnouncement} />
    </div>
  );
}

function AccountSection({ profile, announce }: { profile: Profile; announce(message: string): void }) {
  const rename = useRenameProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: profile.name },
  });
  return (
    <section aria-labelledby="account-title" className={sectionClass}>
      <h2 id="account-title" className="text-lg font-semibold">
        Account
      </h2>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) =>
          rename.mutate(input, {
            onSuccess: () => announce('Your name is saved.'),
            onError: (error) => {
              if (showFieldErrors(form, error, ['name'])) rename.reset();
            },
          }),
        )}
      >
        <FormField label="Name" error={form.formState.errors.name?.message}>
          {(control) => <input {...control} {...form.register('name')} autoComplete="name" className={inputClass} />}
        </FormField>
        <FormField label="E-mail" hint="Ask a super admin to change the e-mail address you sign in with.">
          {(control) => <input {...control} value={profile.email} readOnly className={inputClass} />}
        </FormField>
        <p className="text-sm text-muted-fg">
          Role: {profile.roleName}. Last sign-in:{' '}
          {profile.lastLogin ? <time dateTime={profile.lastLogin}>{formatDateTime(profile.lastLogin)}</time> : 'never'}.
        </p>
        {rename.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(rename.error)}
          </p>
        ) : null}
        <SubmitButton pending={rename.isPending}>Save name</SubmitButton>
      </form>
    </section>
  );
}

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordSection({ profile, announce }: { profile: Profile; announce(message: string): void }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(profile.role)),
    defaultValues: EMPTY_PASSWORDS,
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="password-title" className={sectionClass}>
      <h2 id="password-title" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="text-sm text-muted-fg">
        At least {profile.minPasswordLength} characters, any characters; common passwords are refused. Your other
        sessions are signed out when it changes.
      </p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                form.reset(EMPTY_PASSWORDS);
                announce('Your password is changed; your other sessions are signed out.');
              },
              onError: (error) => {
                if (showFieldErrors(form, error, ['currentPassword', 'newPassword'])) change.reset();
              },
            },
          ),
        )}
      >
        <PasswordField
          label="Current password"
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          error={errors.newPassword?.message}
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Repeat the new password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
        {change.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(change.error)}
          </p>
        ) : null}
        <SubmitButton pending={change.isPending}>Change password</SubmitButton>
      </form>
    </section>
  );
}

function SessionsSection({ announce }: { announce(message: string): void }) {
  const sessions = useOwnSessions();
  const signOutOthers = useSignOutOthers();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="text-lg font-semibold">
          Active sessions
        </h2>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                announce(`${ended} other ${ended === 1 ? 'session is' : 'sessions are'} signed out.`),
            })
          }
        >
          Sign out other sessions
        </button>
      </div>
      {signOutOthers.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(signOutOthers.error)}
        </p>
      ) : null}
      {!sessions.data ? (
        <QueryFallback query={sessions} errorTitle="Your sessions could not be loaded.">
          Loading your sessions...
        </QueryFallback>
      ) : (
        <SimpleTable
          caption="Your active sessions, most recently used first"
          frame="none"
          headCellClass="px-3 py-2 font-medium"
          columns={[{ label: 'Device' }, { label: 'IP address' }, { label: 'Signed in' }, { label: 'Last active' }]}
        >
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} className="border-t border-border">
                <td className="px-3 py-2">
                  {session.device}
                  {session.current ? <span className="ml-2 font-semibold text-primary">This session</span> : null}
                </td>
                <td className="px-3 py-2">{session.ip ?? 'Unknown'}</td>
                <td className="px-3 py-2">
                  <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </section>
  );
}

import type { ChangePasswordInput, Profile, UpdateProfileInput } from '@atelier/domain/staff-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const profileKeys = {
  all: ['profile'] as const,
  account: () => [...profileKeys.all, 'account'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.account(), queryFn: () => staffGet('/profile') });
}

export function useOwnSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async () => (await staffGet('/profile/sessions')).sessions,
  });
}

function useProfileMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }) });
}

export function useRenameProfile() {
  const request = useStaffRequest();
  return useProfileMutation((input: UpdateProfileInput) => request<Profile>('PATCH', '/profile', input));
}

export function useChangePassword() {
  const request = useStaffRequest();
  return useProfileMutation((input: ChangePasswordInput) => request<void>('POST', '/profile/password', input));
}

export function useSignOutOthers() {
  const request = useStaffRequest();
  return useProfileMutation(() => request<{ ended: number }>('POST', '/profile/sessions/sign-out-others'));
}

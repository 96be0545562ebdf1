import type { MfaPolicy } from '@atelier/domain/mfa';
import type {
  CreateStaffMemberInput,
  StaffMember,
  StaffRole,
  StaffRoleInput,
  UpdateStaffMemberInput,
} from '@atelier/domain/staff-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const staffUserKeys = {
  all: ['staff-users'] as const,
  members: () => [...staffUserKeys.all, 'members'] as const,
  roles: () => [...staffUserKeys.all, 'roles'] as const,
  audit: (id: string, page: number, action: string) => [...staffUserKeys.all, 'audit', id, page, action] as const,
};

const memberPath = (id: string) => `/staff-users/${encodeURIComponent(id)}`;
const rolePath = (id: string) => `/staff-roles/${encodeURIComponent(id)}`;

export function useStaffMembers() {
  return useQuery({
    queryKey: staffUserKeys.members(),
    queryFn: async () => (await staffGet('/staff-users')).members,
  });
}

export function useStaffRoles() {
  return useQuery({
    queryKey: staffUserKeys.roles(),
    queryFn: async () => (await staffGet('/staff-roles')).roles,
  });
}

export function useMemberAudit(id: string | null, page: number, action: string) {
  return useQuery({
    queryKey: staffUserKeys.audit(id ?? '', page, action),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (action) query.set('action', action);
      return staffGet('/staff-users/:id/audit', { params: { id: id ?? '' }, query });
    },
  });
}

/** Every change here can change counts and lists on both tabs: both are read again. */
function useStaffUsersMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}

export function useCreateMember() {
  const request = useStaffRequest();
  return useStaffUsersMutation((input: CreateStaffMemberInput) =>
    request<{ member: StaffMember }>('POST', '/staff-users', input),
  );
}

export function useUpdateMember(id: string) {
  const request = useStaffRequest();
  return useStaffUsersMutation((input: UpdateStaffMemberInput) =>
    request<{ member: StaffMember }>('PATCH', memberPath(id), input),
  );
}

export type MemberAction =
  | 'deactivate'
  | 'reactivate'
  | 'reset-password'
  | 'reset-mfa'
  | 'resend-invite'
  | 'revoke-invite';

export function useMemberAction(id: string, action: MemberAction) {
  const request = useStaffRequest();
  return useStaffUsersMutation(() => request<{ member: StaffMember }>('POST', `${memberPath(id)}/${action}`));
}

export function useSaveRole(id: string | null) {
  const request = useStaffRequest();
  return useStaffUsersMutation((input: StaffRoleInput) =>
    id
      ? request<{ role: StaffRole }>('PUT', rolePath(id), input)
      : request<{ role: StaffRole }>('POST', '/staff-roles', input),
  );
}

export function useDeleteRole(id: string) {
  const request = useStaffRequest();
  return useStaffUsersMutation(() => request<void>('DELETE', rolePath(id)));
}

/**
 * The roles that must use two-factor sign-in. Kept apart from staffUserKeys.all: a member or role change
 * does not change it, and an extra refetch there would delay the role editor's own confirmation.
 */
const mfaPolicyKey = ['mfa-policy'] as const;

export function useMfaPolicy() {
  return useQuery({ queryKey: mfaPolicyKey, queryFn: () => staffGet('/staff-mfa-policy') });
}

export function useSaveMfaPolicy() {
  const request = useStaffRequest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaPolicy) => request<MfaPolicy>('PUT', '/staff-mfa-policy', input),
    onSuccess: (saved) => client.setQueryData(mfaPolicyKey, saved),
  });
}

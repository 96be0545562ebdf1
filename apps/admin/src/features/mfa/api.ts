import type {
  ConfirmTotpInput,
  DisableMfaInput,
  MfaEnrolledSignIn,
  MfaSignInInput,
  RecoveryCodes,
  TotpEnrolment,
} from '@atelier/domain/mfa';
import type { StaffSessionInfo } from '@atelier/domain/staff-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const mfaKeys = { status: ['profile', 'mfa'] as const };

/** The sign-in's second step: public, the challenge token is the credential. */
export const signInWithCode = (input: MfaSignInInput) =>
  apiRequest<StaffSessionInfo>('/auth/mfa', { method: 'POST', body: input });
export const startSignInEnrolment = (challenge: string) =>
  apiRequest<TotpEnrolment>('/auth/mfa/enrol', { method: 'POST', body: { challenge } });
export const confirmSignInEnrolment = (challenge: string, code: string) =>
  apiRequest<MfaEnrolledSignIn>('/auth/mfa/enrol/confirm', { method: 'POST', body: { challenge, code } });

export function useMfaStatus() {
  return useQuery({ queryKey: mfaKeys.status, queryFn: () => staffGet('/profile/mfa') });
}

function useMfaMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: mfaKeys.status }) });
}

export function useStartEnrolment() {
  const request = useStaffRequest();
  return useMutation({ mutationFn: () => request<TotpEnrolment>('POST', '/profile/mfa/enrol') });
}

/**
 * Does not refresh the state itself: the "on" state replaces the set-up button and its dialog, which
 * still has the recovery codes to show. The dialog refreshes it when it closes (useRefreshMfaStatus).
 */
export function useConfirmEnrolment() {
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: ConfirmTotpInput) => request<RecoveryCodes>('POST', '/profile/mfa/confirm', input),
  });
}

export function useRefreshMfaStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mfaKeys.status });
}

export function useRegenerateRecoveryCodes() {
  const request = useStaffRequest();
  return useMfaMutation((input: ConfirmTotpInput) =>
    request<RecoveryCodes>('POST', '/profile/mfa/recovery-codes', input),
  );
}

export function useDisableMfa() {
  const request = useStaffRequest();
  return useMfaMutation((input: DisableMfaInput) => request<void>('POST', '/profile/mfa/disable', input));
}

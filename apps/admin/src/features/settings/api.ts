import type { RetentionResponse, RetentionSettings } from '@atelier/domain/retention';
import type {
  ShopSettings,
  ShopSettingsResponse,
  TestEmailRequest,
  TestEmailResult,
} from '@atelier/domain/shop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const settingsKeys = {
  general: ['settings', 'general'] as const,
  invoiceNumbering: ['settings', 'invoice-numbering'] as const,
  retention: ['settings', 'retention'] as const,
};

export function useShopSettings() {
  return useQuery({
    queryKey: settingsKeys.general,
    queryFn: () => staffGet('/settings'),
  });
}

/** Saves the whole form from the version it was read at (409 when someone saved meanwhile). */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: ShopSettings & { version: number }) => request<ShopSettingsResponse>('PUT', '/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.general, saved),
  });
}

export function useSendTestEmail() {
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: TestEmailRequest) => request<TestEmailResult>('POST', '/settings/test-email', input),
  });
}

/** Where this year's invoice and credit-note sequences stand (read only). */
export function useInvoiceNumbering() {
  return useQuery({
    queryKey: settingsKeys.invoiceNumbering,
    queryFn: () => staffGet('/settings/invoice-numbering'),
  });
}

/** How many days each kind of record is kept, and what the last pass removed (decision 048). */
export function useRetention() {
  return useQuery({
    queryKey: settingsKeys.retention,
    queryFn: () => staffGet('/settings/retention'),
  });
}

/** Replaces the retention periods (400 naming the field, e.g. 'notificationDays', when one is refused). */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: RetentionSettings) => request<RetentionResponse>('PUT', '/settings/retention', input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.retention, saved),
  });
}

/** Runs a retention pass now; the answer's lastRun is that pass. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: () => request<RetentionResponse>('POST', '/settings/retention/run', {}),
    onSuccess: (ran) => queryClient.setQueryData(settingsKeys.retention, ran),
  });
}

import type { StudioPlanOptions } from '@atelier/domain/plan-option-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

const planOptionsKey = ['settings', 'plan-options'] as const;

/** The studio's plan options: each one offered or not, its price and its lead time. */
export function useStudioPlanOptions() {
  return useQuery({ queryKey: planOptionsKey, queryFn: () => staffGet('/settings/plan-options') });
}

/** Replaces every option's terms (400 naming the field, e.g. 'options.pier.priceCents', when one is refused). */
export function useSaveStudioPlanOptions() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioPlanOptions) => request<StudioPlanOptions>('PUT', '/settings/plan-options', input),
    onSuccess: (saved) => queryClient.setQueryData(planOptionsKey, saved),
  });
}

import type { StudioInclusions } from '@atelier/domain/plan-inclusions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

const inclusionsKey = ['settings', 'inclusions'] as const;

/** The studio's "What's included" lines for each licence kind. */
export function useStudioInclusions() {
  return useQuery({ queryKey: inclusionsKey, queryFn: () => staffGet('/settings/inclusions') });
}

/** Replaces the lines of every licence kind (400 naming the line, e.g. 'licences.cad.2', when one is refused). */
export function useSaveStudioInclusions() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioInclusions) => request<StudioInclusions>('PUT', '/settings/inclusions', input),
    onSuccess: (saved) => queryClient.setQueryData(inclusionsKey, saved),
  });
}

import type { DesignInclusionsInput, StaffDesignInclusions } from '@atelier/domain/plan-inclusions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';
import { designKeys, designPath } from './api';

/** Query key of a design's "What's included" (under designKeys.all, so whatever refreshes every design refreshes it). */
const inclusionsKey = (designId: string) => [...designKeys.all, 'inclusions', designId] as const;

/**
 * The design's additions per licence and its plan set's sheets, with the studio's lines. Where the plan
 * set comes from follows the design's files: when `planSetStamp` changes (a plan set uploaded, replaced
 * or removed), they load again.
 */
export function useDesignInclusions(designId: string, planSetStamp: string) {
  const queryClient = useQueryClient();
  const loadedAt = useRef(planSetStamp);
  useEffect(() => {
    if (loadedAt.current === planSetStamp) return;
    loadedAt.current = planSetStamp;
    void queryClient.invalidateQueries({ queryKey: inclusionsKey(designId) });
  }, [designId, planSetStamp, queryClient]);
  return useQuery({
    queryKey: inclusionsKey(designId),
    queryFn: () => staffGet('/designs/:id/inclusions', { params: { id: designId } }),
  });
}

/** PUT …/inclusions: the additions and the uploaded set's sheets; the answer replaces the cached one. */
export function useSaveDesignInclusions(designId: string) {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DesignInclusionsInput) =>
      request<StaffDesignInclusions>('PUT', `${designPath(designId)}/inclusions`, input),
    onSuccess: (saved) => queryClient.setQueryData(inclusionsKey(designId), saved),
  });
}

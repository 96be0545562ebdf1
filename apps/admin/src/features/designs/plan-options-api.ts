import type { DesignPlanOptionsInput, StaffDesignPlanOptions } from '@atelier/domain/plan-option-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';
import { designKeys, designPath } from './api';

/** Query key of a design's plan options (under designKeys.all, so whatever refreshes every design refreshes it). */
const planOptionsKey = (designId: string) => [...designKeys.all, 'plan-options', designId] as const;

/**
 * The options the design offers, with the studio's terms and the design's own foundation. A new version of
 * the design (its foundation may have changed) loads them again; so does opening the page, as the studio's
 * terms may have changed in the settings meanwhile.
 */
export function useDesignPlanOptions(designId: string, designVersion: number) {
  const queryClient = useQueryClient();
  const loadedAt = useRef(designVersion);
  useEffect(() => {
    if (loadedAt.current === designVersion) return;
    loadedAt.current = designVersion;
    void queryClient.invalidateQueries({ queryKey: planOptionsKey(designId) });
  }, [designId, designVersion, queryClient]);
  return useQuery({
    queryKey: planOptionsKey(designId),
    queryFn: () => staffGet('/designs/:id/plan-options', { params: { id: designId } }),
    staleTime: 0,
  });
}

/** PUT …/plan-options: null offers every option the studio offers; the answer replaces the cached one. */
export function useSaveDesignPlanOptions(designId: string) {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DesignPlanOptionsInput) =>
      request<StaffDesignPlanOptions>('PUT', `${designPath(designId)}/plan-options`, input),
    onSuccess: (saved) => queryClient.setQueryData(planOptionsKey(designId), saved),
  });
}

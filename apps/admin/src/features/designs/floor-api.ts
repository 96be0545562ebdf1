import type { FloorsInput, StaffFloorList } from '@atelier/domain/floor-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';
import { useStaffUpload } from '../../lib/upload';
import { designKeys, designPath } from './api';

/** Query key of a design's floors (under designKeys.all, so whatever refreshes every design refreshes them). */
const floorsKey = (designId: string) => [...designKeys.all, 'floors', designId] as const;

const floorsPath = (designId: string) => `${designPath(designId)}/floors`;
const drawingPath = (designId: string, floorId: string) =>
  `${floorsPath(designId)}/${encodeURIComponent(floorId)}/picture`;

/**
 * The design's floors. Generated floors follow the design's facts (area, stories, rooms), so a new
 * version of the design loads them again.
 */
export function useFloors(designId: string, designVersion: number) {
  const queryClient = useQueryClient();
  const loadedAt = useRef(designVersion);
  useEffect(() => {
    if (loadedAt.current === designVersion) return;
    loadedAt.current = designVersion;
    void queryClient.invalidateQueries({ queryKey: floorsKey(designId) });
  }, [designId, designVersion, queryClient]);
  return useQuery({
    queryKey: floorsKey(designId),
    queryFn: () => staffGet('/designs/:id/floors', { params: { id: designId } }),
  });
}

/** A change to the floors; the server answers with the whole list, which replaces the cached one. */
function useFloorsChange<TVariables>(designId: string, change: (variables: TVariables) => Promise<StaffFloorList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list: StaffFloorList) => queryClient.setQueryData(floorsKey(designId), list),
  });
}

/** PUT …/floors: the whole list in its order; a floor left out goes with its drawing. */
export function useSaveFloors(designId: string) {
  const request = useStaffRequest();
  return useFloorsChange(designId, (input: FloorsInput) => request<StaffFloorList>('PUT', floorsPath(designId), input));
}

export function useRemoveFloorDrawing(designId: string) {
  const request = useStaffRequest();
  return useFloorsChange(designId, (floorId: string) =>
    request<StaffFloorList>('DELETE', drawingPath(designId, floorId)),
  );
}

/** PUT …/floors/:floorId/picture, with its progress (0 to 1): the description goes first, then the file. */
export function useFloorDrawingUpload(designId: string, floorId: string) {
  const { upload, progress } = useStaffUpload();
  const mutation = useFloorsChange(designId, ({ alt, file }: { alt: string; file: File }) =>
    upload<StaffFloorList>({
      method: 'PUT',
      path: drawingPath(designId, floorId),
      fields: [
        ['alt', alt],
        ['file', file],
      ],
    }),
  );
  return { ...mutation, progress };
}

import type {
  DesignImage,
  DesignInput,
  DesignUpdate,
  PlanFileKind,
  StaffDesign,
  StaffDesignResponse,
  VersionNotice,
  VersionNoticeResponse,
} from '@atelier/domain/design-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';
import { type StaffUpload, useStaffUpload } from '../../lib/upload';

/** Query keys for designs: lists by their query string, one detail per design id, and the form's option lists. */
export const designKeys = {
  all: ['designs'] as const,
  lists: () => [...designKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...designKeys.lists(), apiQuery] as const,
  options: () => [...designKeys.all, 'options'] as const,
  details: () => [...designKeys.all, 'detail'] as const,
  detail: (id: string) => [...designKeys.details(), id] as const,
  planCheck: () => [...designKeys.all, 'plan-check'] as const,
};

export const DESIGN_LIST_FILTERS = ['q', 'category', 'status', 'featured'] as const;
export const DEFAULT_DESIGN_SORT = { id: 'updated', desc: true };

export const designPath = (id: string) => `/designs/${encodeURIComponent(id)}`;
/** The admin page of one design. */
export const designPagePath = (id: string) => `/marketplace/designs/${encodeURIComponent(id)}`;

/** The designs whose building model fails its plan check, and the designs per rule (decision 076). */
export function usePlanCheckSummary() {
  return useQuery({ queryKey: designKeys.planCheck(), queryFn: () => staffGet('/designs/plan-check') });
}

export function useDesignList(apiQuery: string) {
  return useQuery({
    queryKey: designKeys.list(apiQuery),
    queryFn: () => staffGet('/designs', { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
}

export function useDesignOptions() {
  return useQuery({
    queryKey: designKeys.options(),
    queryFn: () => staffGet('/designs/options'),
    // Categories and the like change rarely; a form opened later still gets a fresh copy after this.
    staleTime: 5 * 60_000,
  });
}

export function useDesign(id: string) {
  return useQuery({
    queryKey: designKeys.detail(id),
    queryFn: async () => (await staffGet('/designs/:id', { params: { id } })).design,
  });
}

/** Told when a change made on this page moved the design from one version to the next. */
export type OwnChange = (fromVersion: number, toVersion: number) => void;

interface ChangeOptions {
  onOwnChange?: OwnChange | undefined;
  /** Changes with the same scope run one after the other, in the order they were asked for. */
  scope?: string;
  /** What to cache from the server's answer, given what is cached now (by default the answer as it is). */
  merge?(answer: StaffDesign, cached: StaffDesign | undefined): StaffDesign;
}

/** Puts the design a change answered with in the cache, in place of the one there. */
function useKeepDesign(id: string, { onOwnChange, merge }: Omit<ChangeOptions, 'scope'> = {}) {
  const queryClient = useQueryClient();
  return (design: StaffDesign) => {
    const cached = queryClient.getQueryData<StaffDesign>(designKeys.detail(id));
    queryClient.setQueryData(designKeys.detail(id), merge ? merge(design, cached) : design);
    // Title, price, status and cover in the lists may have changed.
    void queryClient.invalidateQueries({ queryKey: designKeys.lists() });
    // One step up from the version on screen: this change alone, nobody else's in between.
    if (cached && design.version === cached.version + 1) onOwnChange?.(cached.version, design.version);
  };
}

/** A change to one design; the server answers with the whole design, which replaces the cached one. */
function useDesignChange<TVariables>(
  id: string,
  change: (variables: TVariables) => Promise<StaffDesignResponse>,
  { onOwnChange, scope, merge }: ChangeOptions = {},
) {
  const keepDesign = useKeepDesign(id, { onOwnChange, merge });
  return useMutation({
    mutationFn: async (variables: TVariables) => (await change(variables)).design,
    ...(scope ? { scope: { id: scope } } : {}),
    onSuccess: keepDesign,
  });
}

export function useCreateDesign() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: async (input: DesignInput) => (await request<StaffDesignResponse>('POST', '/designs', input)).design,
    onSuccess: (design) => {
      queryClient.setQueryData(designKeys.detail(design.id), design);
      void queryClient.invalidateQueries({ queryKey: designKeys.lists() });
    },
  });
}

/** Saves the form; a 409 `edit_conflict` means someone else saved after `version` was loaded. */
export function useSaveDesign(id: string) {
  const request = useStaffRequest();
  return useDesignChange(id, (update: DesignUpdate) => request<StaffDesignResponse>('PUT', designPath(id), update));
}

export function useDeleteDesign(id: string) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: () => request<void>('DELETE', designPath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: designKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: designKeys.lists() });
    },
  });
}

const imagePath = (id: string, imageId: string) => `${designPath(id)}/images/${encodeURIComponent(imageId)}`;

export function useImageAlt(id: string, onOwnChange?: OwnChange) {
  const request = useStaffRequest();
  return useDesignChange(
    id,
    ({ imageId, alt }: { imageId: string; alt: string }) =>
      request<StaffDesignResponse>('PATCH', imagePath(id, imageId), { alt }),
    { onOwnChange },
  );
}

export function useRemoveImage(id: string, onOwnChange?: OwnChange) {
  const request = useStaffRequest();
  return useDesignChange(id, (imageId: string) => request<StaffDesignResponse>('DELETE', imagePath(id, imageId)), {
    onOwnChange,
  });
}

/**
 * The new order shows at once. Moves run one after the other; while later ones wait, an answer keeps the
 * order on screen. If the server refuses one, the design is loaded again.
 */
export function useImageOrder(id: string, onOwnChange?: OwnChange) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  const key = designKeys.detail(id);
  const waiting = useRef(0);
  const mutation = useDesignChange(
    id,
    async (imageIds: string[]) => {
      try {
        return await request<StaffDesignResponse>('PUT', `${designPath(id)}/images/order`, { imageIds });
      } finally {
        waiting.current -= 1;
      }
    },
    {
      onOwnChange,
      scope: `design-image-order-${id}`,
      merge: (answer, cached) =>
        waiting.current > 0 && cached ? { ...answer, images: inOrderOf(answer.images, cached.images) } : answer,
    },
  );
  const reorder = (imageIds: string[]) => {
    const cached = queryClient.getQueryData<StaffDesign>(key);
    if (cached) {
      const byId = new Map(cached.images.map((image) => [image.id, image]));
      queryClient.setQueryData<StaffDesign>(key, {
        ...cached,
        images: imageIds.flatMap((imageId) => byId.get(imageId) ?? []),
      });
    }
    waiting.current += 1;
    mutation.mutate(imageIds, { onError: () => void queryClient.invalidateQueries({ queryKey: key }) });
  };
  return { ...mutation, reorder };
}

/** The answer's images, in the order the cached ones have (any new ones last). */
function inOrderOf(images: DesignImage[], order: DesignImage[]): DesignImage[] {
  const position = new Map(order.map((image, index) => [image.id, index]));
  return [...images].sort((a, b) => (position.get(a.id) ?? order.length) - (position.get(b.id) ?? order.length));
}

const planFilePath = (id: string, kind: PlanFileKind) => `${designPath(id)}/files/${kind}`;

export function useRemovePlanFile(id: string, kind: PlanFileKind, onOwnChange?: OwnChange) {
  const request = useStaffRequest();
  return useDesignChange(id, () => request<StaffDesignResponse>('DELETE', planFilePath(id, kind)), {
    onOwnChange,
  });
}

/** An upload with its progress (0 to 1) while it runs. */
function useDesignUpload<TVariables>(
  id: string,
  toUpload: (variables: TVariables) => StaffUpload,
  onOwnChange?: OwnChange,
) {
  const { upload, progress } = useStaffUpload();
  const mutation = useDesignChange(id, (variables: TVariables) => upload<StaffDesignResponse>(toUpload(variables)), {
    onOwnChange,
  });
  return { ...mutation, progress };
}

/** POST …/images: the alt text goes first, so the server has it before the file. */
export const useImageUpload = (id: string, onOwnChange?: OwnChange) =>
  useDesignUpload(
    id,
    ({ alt, file }: { alt: string; file: File }): StaffUpload => ({
      method: 'POST',
      path: `${designPath(id)}/images`,
      fields: [
        ['alt', alt],
        ['file', file],
      ],
    }),
    onOwnChange,
  );

/** A plan file to upload: a new version (described by its change note) or a replacement of the current file. */
export interface PlanFileUpload {
  file: File;
  newVersion: boolean;
  changeNote: string;
}

/**
 * PUT …/files/plan-set or …/files/cad: uploads the file, as a new version or in place of the current one.
 * The fields go first, so the server has them before the file (decision 046).
 */
export const usePlanFileUpload = (id: string, kind: PlanFileKind, onOwnChange?: OwnChange) =>
  useDesignUpload(
    id,
    ({ file, newVersion, changeNote }: PlanFileUpload): StaffUpload => ({
      method: 'PUT',
      path: planFilePath(id, kind),
      fields: [
        ['newVersion', String(newVersion)],
        ['changeNote', changeNote],
        ['file', file],
      ],
    }),
    onOwnChange,
  );

/** POST …/files/:kind/notice: e-mails the buyers of earlier versions a link to the current one. */
export function useVersionNotice(id: string, kind: PlanFileKind, onOwnChange?: OwnChange) {
  const request = useStaffRequest();
  const keepDesign = useKeepDesign(id, { onOwnChange });
  return useMutation({
    mutationFn: (notice: VersionNotice) =>
      request<VersionNoticeResponse>('POST', `${planFilePath(id, kind)}/notice`, notice),
    onSuccess: (answer) => keepDesign(answer.design),
  });
}

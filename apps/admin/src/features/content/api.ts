import type {
  LegalDocument,
  LegalTextInput,
  ServiceInput,
  SiteTexts,
  StaffServiceList,
  StaffTeamList,
  StaffTestimonialList,
  StudioFigures,
  TeamMemberInput,
  TestimonialInput,
} from '@atelier/domain/content-admin';
import type { StaffGetResponse } from '@atelier/domain/staff-api';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';
import { useStaffUpload } from '../../lib/upload';

/** Query keys for the studio content: one list per kind, and the site texts. */
export const contentKeys = {
  all: ['content'] as const,
  services: () => [...contentKeys.all, 'services'] as const,
  team: () => [...contentKeys.all, 'team'] as const,
  testimonials: () => [...contentKeys.all, 'testimonials'] as const,
  site: () => [...contentKeys.all, 'site'] as const,
};

/** One kind of ordered content: where it lives, how it is read, and how its cached list takes a new order. */
export interface ListResource<List> {
  key: QueryKey;
  path: string;
  read(): Promise<List>;
  reordered(list: List, ids: string[]): List;
}

/** A resource read with staffGet, so its list type is the one its route declares. */
function listResource<P extends '/content/services' | '/content/team' | '/content/testimonials'>(
  key: QueryKey,
  path: P,
  reordered: (list: StaffGetResponse<P>, ids: string[]) => StaffGetResponse<P>,
): ListResource<StaffGetResponse<P>> {
  return { key, path, read: () => staffGet(path), reordered };
}

const byIds = <T extends { id: string }>(items: T[], ids: string[]) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const servicesResource: ListResource<StaffServiceList> = listResource(
  contentKeys.services(),
  '/content/services',
  (list, ids) => ({ services: byIds(list.services, ids) }),
);
export const teamResource: ListResource<StaffTeamList> = listResource(
  contentKeys.team(),
  '/content/team',
  (list, ids) => ({ members: byIds(list.members, ids) }),
);
export const testimonialsResource: ListResource<StaffTestimonialList> = listResource(
  contentKeys.testimonials(),
  '/content/testimonials',
  (list, ids) => ({ ...list, testimonials: byIds(list.testimonials, ids) }),
);

const itemPath = (resource: ListResource<unknown>, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

export function useContentList<List>(resource: ListResource<List>) {
  return useQuery({ queryKey: resource.key, queryFn: () => resource.read() });
}

/** Every change answers with the whole list, which replaces the cached one. */
function useKeepList<List>(resource: ListResource<List>) {
  const queryClient = useQueryClient();
  return (list: List) => {
    queryClient.setQueryData(resource.key, list);
    // The site texts page shows the rating the testimonials make and the number of services.
    void queryClient.invalidateQueries({ queryKey: contentKeys.site() });
  };
}

export function useCreateEntry<List, Input>(resource: ListResource<List>) {
  const request = useStaffRequest();
  const keep = useKeepList(resource);
  return useMutation({
    mutationFn: (input: Input) => request<List>('POST', resource.path, input),
    onSuccess: keep,
  });
}

export function useUpdateEntry<List, Input>(resource: ListResource<List>, id: string) {
  const request = useStaffRequest();
  const keep = useKeepList(resource);
  return useMutation({
    mutationFn: (input: Input) => request<List>('PUT', itemPath(resource, id), input),
    onSuccess: keep,
  });
}

export const useUpdateService = (id: string) => useUpdateEntry<StaffServiceList, ServiceInput>(servicesResource, id);
export const useCreateTeamMember = () => useCreateEntry<StaffTeamList, TeamMemberInput>(teamResource);
export const useUpdateTeamMember = (id: string) => useUpdateEntry<StaffTeamList, TeamMemberInput>(teamResource, id);
export const useCreateTestimonial = () => useCreateEntry<StaffTestimonialList, TestimonialInput>(testimonialsResource);
export const useUpdateTestimonial = (id: string) =>
  useUpdateEntry<StaffTestimonialList, TestimonialInput>(testimonialsResource, id);

/**
 * `onDeleted` runs before the new list takes the entry (and this hook's component) off the page;
 * callbacks given to `mutate` would no longer run by then.
 */
export function useDeleteEntry<List>(resource: ListResource<List>, id: string, onDeleted: () => void) {
  const request = useStaffRequest();
  const keep = useKeepList(resource);
  return useMutation({
    mutationFn: () => request<List>('DELETE', itemPath(resource, id)),
    onSuccess: (list) => {
      onDeleted();
      keep(list);
    },
  });
}

/**
 * The new order shows at once and is saved straight away. Moves run one after the other; only the
 * answer to the last one replaces the list, so a quick second move is not undone on screen. If the
 * server refuses one (someone added an entry meanwhile), the list is loaded again.
 */
export function useEntryOrder<List>(resource: ListResource<List>) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  const keep = useKeepList(resource);
  const waiting = useRef(0);
  const mutation = useMutation({
    scope: { id: `${resource.path}/order` },
    mutationFn: async (ids: string[]) => {
      try {
        return await request<List>('PUT', `${resource.path}/order`, { ids });
      } finally {
        waiting.current -= 1;
      }
    },
    onSuccess: (list) => {
      if (waiting.current === 0) keep(list);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: resource.key }),
  });
  const reorder = (ids: string[]) => {
    const cached = queryClient.getQueryData<List>(resource.key);
    if (cached) queryClient.setQueryData<List>(resource.key, resource.reordered(cached, ids));
    waiting.current += 1;
    mutation.mutate(ids);
  };
  return { ...mutation, reorder };
}

/** PUT …/:id/photo with its progress (0 to 1) while it runs. */
export function usePhotoUpload<List>(resource: ListResource<List>, id: string) {
  const { upload, progress } = useStaffUpload();
  const keep = useKeepList(resource);
  const mutation = useMutation({
    mutationFn: (file: File) =>
      upload<List>({ method: 'PUT', path: `${itemPath(resource, id)}/photo`, fields: [['file', file]] }),
    onSuccess: keep,
  });
  return { ...mutation, progress };
}

/** Like a deletion, `onRemoved` runs before the new list takes the Remove photo button off the page. */
export function usePhotoRemoval<List>(resource: ListResource<List>, id: string, onRemoved: () => void) {
  const request = useStaffRequest();
  const keep = useKeepList(resource);
  return useMutation({
    mutationFn: () => request<List>('DELETE', `${itemPath(resource, id)}/photo`),
    onSuccess: (list) => {
      onRemoved();
      keep(list);
    },
  });
}

export function useSiteTexts() {
  return useQuery({ queryKey: contentKeys.site(), queryFn: () => staffGet('/content/site') });
}

function useSiteChange<Input>(path: string) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: Input) => request<SiteTexts>('PUT', path, input),
    onSuccess: (site) => queryClient.setQueryData(contentKeys.site(), site),
  });
}

export const useSaveFigures = () => useSiteChange<StudioFigures>('/content/site/figures');
export const usePublishLegalText = (document: LegalDocument) =>
  useSiteChange<LegalTextInput>(`/content/site/legal/${document}`);

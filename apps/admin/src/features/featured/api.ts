import type { FeaturedList } from '@atelier/domain/catalogue-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

/** Query keys: the featured list here; design searches under the key the designs page uses for its lists. */
export const featuredKeys = {
  all: ['featured'] as const,
  list: () => [...featuredKeys.all, 'list'] as const,
  designSearch: (apiQuery: string) => ['designs', 'list', apiQuery] as const,
};

export function useFeatured() {
  return useQuery({
    queryKey: featuredKeys.list(),
    queryFn: () => staffGet('/featured'),
  });
}

/** Saves which designs are featured and in what order; the answer replaces the cached list. */
export function useSaveFeatured() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (ids: string[]) => request<FeaturedList>('PUT', '/featured', { ids }),
    onSuccess: (list) => {
      queryClient.setQueryData(featuredKeys.list(), list);
      // The designs list shows and filters by the featured flag.
      void queryClient.invalidateQueries({ queryKey: ['designs'] });
    },
  });
}

/** Published designs to pick from, by title; a search narrows them by title or id. */
export function usePublishedSearch(q: string) {
  const query = new URLSearchParams({ ...(q ? { q } : {}), status: 'published', sort: 'title', dir: 'asc' });
  const apiQuery = query.toString();
  return useQuery({
    queryKey: featuredKeys.designSearch(apiQuery),
    queryFn: () => staffGet('/designs', { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
}

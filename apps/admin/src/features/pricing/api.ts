import type { BulkPriceApply, BulkPriceChange, PricePreview } from '@atelier/domain/catalogue-admin';
import type { StaffDesignResponse } from '@atelier/domain/design-admin';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

/**
 * Query keys: the price history here; design lists and categories under the keys their own pages use
 * (['designs', 'list', query] and ['categories', 'list']), so a change here refreshes those pages too.
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  history: () => [...pricingKeys.all, 'history'] as const,
  designList: (apiQuery: string) => ['designs', 'list', apiQuery] as const,
  categories: () => ['categories', 'list'] as const,
};

export const PRICE_LIST_FILTERS = ['q', 'category'] as const;
export const DEFAULT_PRICE_SORT = { id: 'title', desc: false };

export function useDesignPrices(apiQuery: string) {
  return useQuery({
    queryKey: pricingKeys.designList(apiQuery),
    queryFn: () => staffGet('/designs', { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: pricingKeys.categories(),
    queryFn: () => staffGet('/categories'),
  });
}

export function usePriceHistory() {
  return useQuery({
    queryKey: pricingKeys.history(),
    queryFn: () => staffGet('/pricing/history'),
  });
}

/** Prices show in the design lists, the design pages, the featured list and the history. */
function refreshPrices(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['designs'] });
  void queryClient.invalidateQueries({ queryKey: ['featured'] });
  void queryClient.invalidateQueries({ queryKey: pricingKeys.history() });
}

/** One design's price, changed inline; the answer is the whole design with its new version. */
export function useSavePrice(id: string) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: async (priceCents: number) =>
      (await request<StaffDesignResponse>('PUT', `/designs/${encodeURIComponent(id)}/price`, { priceCents })).design,
    onSuccess: () => refreshPrices(queryClient),
  });
}

export function usePricePreview() {
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (change: BulkPriceChange) => request<PricePreview>('POST', '/pricing/preview', change),
  });
}

/** Applies exactly the previewed rows: the server refuses (409) if a price changed since the preview. */
export function useApplyPrices() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (body: BulkPriceApply) => request<PricePreview>('POST', '/pricing/apply', body),
    onSuccess: () => refreshPrices(queryClient),
  });
}

import type { PromotionInput, StaffPromotion } from '@atelier/domain/promotions';
import type { StaffGetResponse } from '@atelier/domain/staff-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

/** Query keys for promotion codes: one list, newest first; and the categories a code may cover. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  categoryChoices: () => [...promotionKeys.all, 'category-choices'] as const,
};

const promotionPath = (id: string) => `/promotions/${encodeURIComponent(id)}`;

/** Where the browser downloads the orders placed with a code (a GET with the session cookie). */
export const promotionOrdersCsvUrl = (id: string) => `/api/admin${promotionPath(id)}/orders.csv`;

export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list(),
    queryFn: async () => (await staffGet('/promotions')).promotions,
  });
}

/** The categories a code may cover or a sale reduce, loaded when they are to be chosen. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: promotionKeys.categoryChoices(),
    queryFn: async () => (await staffGet('/promotions/choices')).categories,
  });
}

/** The saved code takes its place in the list (a new one goes first, the list being newest first). */
function keepPromotion(queryClient: QueryClient, promotion: StaffPromotion) {
  queryClient.setQueryData<StaffPromotion[]>(promotionKeys.list(), (list = []) =>
    list.some((item) => item.id === promotion.id)
      ? list.map((item) => (item.id === promotion.id ? promotion : item))
      : [promotion, ...list],
  );
}

export type PromotionResponse = StaffGetResponse<'/promotions/:id'>;

/** Creates a code (no id) or replaces a saved one's terms. */
export function useSavePromotion(id: string | null) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: PromotionInput) =>
      id
        ? request<PromotionResponse>('PUT', promotionPath(id), input)
        : request<PromotionResponse>('POST', '/promotions', input),
    onSuccess: ({ promotion }) => keepPromotion(queryClient, promotion),
  });
}

/** Pauses a code (buyers cannot use it) or resumes it. */
export function usePausePromotion(id: string) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (paused: boolean) => request<PromotionResponse>('POST', `${promotionPath(id)}/pause`, { paused }),
    onSuccess: ({ promotion }) => keepPromotion(queryClient, promotion),
  });
}

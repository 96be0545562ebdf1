import type { PriceSaleInput, StaffPriceSale, staffPriceSaleResponseSchema } from '@atelier/domain/price-sales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

/** Query keys for sales (decision 050): one list, newest start first. */
export const saleKeys = {
  all: ['price-sales'] as const,
  list: () => [...saleKeys.all, 'list'] as const,
};

const salePath = (id: string) => `/price-sales/${encodeURIComponent(id)}`;

export type SaleResponse = z.infer<typeof staffPriceSaleResponseSchema>;

export function useSales() {
  return useQuery({
    queryKey: saleKeys.list(),
    queryFn: async () => (await staffGet('/price-sales')).sales,
  });
}

/**
 * The list with the saved sale in its place, ordered as the server orders it (newest start first): saving
 * can move its start, and ending a scheduled sale moves its start to now.
 */
export function withSale(list: readonly StaffPriceSale[], sale: StaffPriceSale): StaffPriceSale[] {
  const byStart = (a: StaffPriceSale, b: StaffPriceSale) =>
    Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id);
  return [...list.filter((item) => item.id !== sale.id), sale].sort(byStart);
}

function useKeepSale() {
  const queryClient = useQueryClient();
  return ({ sale }: SaleResponse) =>
    queryClient.setQueryData<StaffPriceSale[]>(saleKeys.list(), (list = []) => withSale(list, sale));
}

/** Creates a sale (no id) or replaces a saved one's terms. */
export function useSaveSale(id: string | null) {
  const request = useStaffRequest();
  const keepSale = useKeepSale();
  return useMutation({
    mutationFn: (input: PriceSaleInput) =>
      id ? request<SaleResponse>('PUT', salePath(id), input) : request<SaleResponse>('POST', '/price-sales', input),
    onSuccess: keepSale,
  });
}

/** Ends a sale now: prices go back to the regular ones at once (a scheduled sale never starts). */
export function useEndSale(id: string) {
  const request = useStaffRequest();
  const keepSale = useKeepSale();
  return useMutation({
    mutationFn: () => request<SaleResponse>('POST', `${salePath(id)}/end`),
    onSuccess: keepSale,
  });
}

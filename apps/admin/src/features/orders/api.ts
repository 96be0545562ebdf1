import type { StaffOrderDetail, StaffOrderResponse } from '@atelier/domain/staff-orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { useStaffPost } from '../../lib/query-client';

/** Query keys for orders: lists by their query string, one detail per order number. */
export const orderKeys = {
  all: liveKeys.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...orderKeys.lists(), apiQuery] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (number: string) => [...orderKeys.details(), number] as const,
};

export const ORDER_LIST_FILTERS = ['q', 'status', 'delivery', 'from', 'to'] as const;
export const DEFAULT_ORDER_SORT = { id: 'created', desc: true };

export const orderExportUrl = (apiQuery: string) => {
  const query = new URLSearchParams(apiQuery);
  query.delete('page');
  return `/api/admin/orders/export.csv?${query}`;
};

export function useOrderList(apiQuery: string) {
  return useQuery({
    queryKey: orderKeys.list(apiQuery),
    queryFn: () => staffGet('/orders', { query: apiQuery }),
    // The rows of the last page stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

const orderPath = (number: string) => `/orders/${encodeURIComponent(number)}`;

export function useOrder(number: string) {
  return useQuery({
    queryKey: orderKeys.detail(number),
    queryFn: async () => (await staffGet('/orders/:number', { params: { number } })).order,
  });
}

/** The POST endpoints under /orders/:number that change an order. */
export type OrderActionPath =
  | 'mark-paid'
  | 'cancel'
  | 'notes'
  | 'refunds'
  | 'resend-email'
  | 'grants/extend'
  | 'grants/reset';

/** One order action; the server answers with the whole order, which replaces the cached one. */
export function useOrderAction<TBody extends { actionId: string }>(number: string, action: OrderActionPath) {
  const queryClient = useQueryClient();
  const post = useStaffPost();
  return useMutation({
    mutationFn: async (body: TBody) => (await post<StaffOrderResponse>(`${orderPath(number)}/${action}`, body)).order,
    onSuccess: (order: StaffOrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(number), order);
      // Status, delivery and totals in the lists may have changed.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}

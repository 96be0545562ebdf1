import type { StaffOrderDetail, StaffOrderResponse } from '@atelier/domain/staff-orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffGet } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { useStaffPost } from '../../lib/query-client';
import { useStaffUpload } from '../../lib/upload';

/** Query keys for orders: lists by their query string, one detail per order number, the options to draw. */
export const orderKeys = {
  all: liveKeys.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...orderKeys.lists(), apiQuery] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (number: string) => [...orderKeys.details(), number] as const,
  taskLists: () => [...orderKeys.all, 'tasks'] as const,
  taskList: (apiQuery: string) => [...orderKeys.taskLists(), apiQuery] as const,
};

export const ORDER_LIST_FILTERS = ['q', 'status', 'delivery', 'from', 'to', 'olderThanDays'] as const;
export const DEFAULT_ORDER_SORT = { id: 'created', desc: true };

export const orderExportUrl = (apiQuery: string) => {
  const query = new URLSearchParams(apiQuery);
  // The export holds every matching order, from the first.
  for (const key of ['page', 'after', 'before']) query.delete(key);
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

/** /orders/tasks: `state` (open, overdue or delivered; open when empty) and `q` filter it. */
export const TASK_LIST_FILTERS = ['state', 'q'] as const;
export const DEFAULT_TASK_SORT = { id: 'due', desc: false };

export function useTaskList(apiQuery: string) {
  return useQuery({
    queryKey: orderKeys.taskList(apiQuery),
    queryFn: () => staffGet('/order-tasks', { query: apiQuery }),
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

/** Keeps the order an action answered with in place of the cached one, and has the lists loaded again. */
function useKeepOrder(number: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (order: StaffOrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(number), order);
      // Status, delivery, totals and the options to draw in the lists may have changed.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.taskLists() });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
    [queryClient, number],
  );
}

/** One order action; the server answers with the whole order, which replaces the cached one. */
export function useOrderAction<TBody extends { actionId: string }>(number: string, action: OrderActionPath) {
  const post = useStaffPost();
  return useMutation({
    mutationFn: async (body: TBody) => (await post<StaffOrderResponse>(`${orderPath(number)}/${action}`, body)).order,
    onSuccess: useKeepOrder(number),
  });
}

/**
 * PUT …/tasks/:taskId/file: the drawing of a plan option the order bought, with its progress (0 to 1).
 * Uploading again replaces it; the server answers with the whole order, its downloads and timeline.
 */
export function useTaskDrawingUpload(number: string, taskId: string) {
  const { upload, progress } = useStaffUpload();
  const mutation = useMutation({
    mutationFn: async (file: File) =>
      (
        await upload<StaffOrderResponse>({
          method: 'PUT',
          path: `${orderPath(number)}/tasks/${encodeURIComponent(taskId)}/file`,
          fields: [['file', file]],
        })
      ).order,
    onSuccess: useKeepOrder(number),
  });
  return { ...mutation, progress };
}

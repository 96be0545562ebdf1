import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';

/** Query keys for customers: lists by their query string, one detail per customer id. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (apiQuery: string) => [...customerKeys.lists(), apiQuery] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};

export const CUSTOMER_LIST_FILTERS = ['q'] as const;
export const DEFAULT_CUSTOMER_SORT = { id: 'lastOrder', desc: true };

export function useCustomerList(apiQuery: string) {
  return useQuery({
    queryKey: customerKeys.list(apiQuery),
    queryFn: () => staffGet('/customers', { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: () => staffGet('/customers/:id', { params: { id } }),
  });
}

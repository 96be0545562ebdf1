import type { CategoryInput, CategoryUpdate, StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

/** Query keys for categories: one list, in display order, with the services they map to. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: () => staffGet('/categories'),
  });
}

/** Every change answers with the whole list, which replaces the cached one. */
function keepList(queryClient: QueryClient, list: StaffCategoryList) {
  queryClient.setQueryData(categoryKeys.list(), list);
  // The design lists, filters and form options name the categories too.
  void queryClient.invalidateQueries({ queryKey: ['designs'] });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (input: CategoryInput) => request<StaffCategoryList>('POST', '/categories', input),
    onSuccess: (list) => keepList(queryClient, list),
  });
}

export function useUpdateCategory(id: string) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: (update: CategoryUpdate) => request<StaffCategoryList>('PATCH', categoryPath(id), update),
    onSuccess: (list) => keepList(queryClient, list),
  });
}

/**
 * `onDeleted` runs before the new list takes the category's row (and this hook's component) off the
 * page; callbacks given to `mutate` would no longer run by then.
 */
export function useDeleteCategory(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  return useMutation({
    mutationFn: () => request<StaffCategoryList>('DELETE', categoryPath(id)),
    onSuccess: (list) => {
      onDeleted();
      keepList(queryClient, list);
    },
  });
}

/**
 * The new order shows at once and is saved straight away. Moves run one after the other; only the
 * answer to the last one replaces the list, so a quick second move is not undone on screen. If the
 * server refuses one (someone added a category meanwhile), the list is loaded again.
 */
export function useCategoryOrder() {
  const queryClient = useQueryClient();
  const request = useStaffRequest();
  const waiting = useRef(0);
  const mutation = useMutation({
    scope: { id: 'category-order' },
    mutationFn: async (ids: string[]) => {
      try {
        return await request<StaffCategoryList>('PUT', '/categories/order', { ids });
      } finally {
        waiting.current -= 1;
      }
    },
    onSuccess: (list) => {
      if (waiting.current === 0) keepList(queryClient, list);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.list() }),
  });
  const reorder = (ids: string[]) => {
    const cached = queryClient.getQueryData<StaffCategoryList>(categoryKeys.list());
    if (cached) {
      const byId = new Map(cached.categories.map((category) => [category.id, category]));
      queryClient.setQueryData<StaffCategoryList>(categoryKeys.list(), {
        ...cached,
        categories: ids.flatMap((id) => byId.get(id) ?? []),
      });
    }
    waiting.current += 1;
    mutation.mutate(ids);
  };
  return { ...mutation, reorder };
}

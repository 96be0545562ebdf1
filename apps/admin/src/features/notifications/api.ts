import type { NotificationFeed } from '@atelier/domain/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { FALLBACK_REFRESH_MS, liveKeys } from '../../lib/live-events';
import { useStaffPost } from '../../lib/query-client';

export function useNotificationFeed() {
  return useQuery({
    queryKey: liveKeys.notifications,
    queryFn: () => staffGet('/notifications'),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
}

/** Marks one notification read (or all, with id 'all'); the answer is the fresh feed. */
export function useMarkRead() {
  const post = useStaffPost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      post<NotificationFeed>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {}),
    onSuccess: (feed) => queryClient.setQueryData(liveKeys.notifications, feed),
  });
}

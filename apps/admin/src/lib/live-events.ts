import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Query keys the live stream refreshes; screens that show these resources use them as key roots. */
export const liveKeys = {
  notifications: ['notifications'] as const,
  badges: ['badges'] as const,
  support: ['support'] as const,
  /** Order lists and pages: new orders and payments arrive as notifications. */
  orders: ['orders'] as const,
};

/** How often live data refetches on its own: a safety net for a broken stream, which refreshes at once. */
export const FALLBACK_REFRESH_MS = 60_000;

/**
 * Listens to the server's event stream (fed by PostgreSQL LISTEN/NOTIFY, so it works with any number
 * of server processes) and refetches what changed. The browser reconnects a broken stream by itself;
 * the queries also refetch on their own interval meanwhile, so nothing waits for ever.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const stream = new EventSource('/api/admin/events');
    const refresh =
      (...keys: (readonly string[])[]) =>
      () => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      };
    const onNotification = refresh(liveKeys.notifications, liveKeys.badges, liveKeys.orders);
    const onChat = refresh(liveKeys.support);
    stream.addEventListener('notification', onNotification);
    stream.addEventListener('chat', onChat);
    return () => stream.close();
  }, [enabled, queryClient]);
}

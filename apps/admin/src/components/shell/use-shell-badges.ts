import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { FALLBACK_REFRESH_MS, liveKeys } from '../../lib/live-events';

/** The sidebar's counts, refreshed by the live stream when an order or payment arrives. */
export function useShellBadges() {
  return useQuery({
    queryKey: liveKeys.badges,
    queryFn: () => staffGet('/badges'),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
}

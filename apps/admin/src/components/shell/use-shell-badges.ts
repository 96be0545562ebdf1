import type { ShellBadges } from '@atelier/domain/shell';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { FALLBACK_REFRESH_MS, liveKeys } from '../../lib/live-events';

/** The sidebar's counts, refreshed by the live stream when an order or payment arrives. */
export function useShellBadges() {
  return useQuery({
    queryKey: liveKeys.badges,
    queryFn: () => apiRequest<ShellBadges>('/badges'),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
}

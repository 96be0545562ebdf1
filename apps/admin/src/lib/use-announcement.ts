import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The text of a page's polite live region, starting with what the page that sent us here asked to say
 * (a design created or deleted). That is set once the region is on the page, so screen readers hear it.
 */
export function useAnnouncement() {
  const state: unknown = useLocation().state;
  const arrival =
    state && typeof state === 'object' && 'announcement' in state && typeof state.announcement === 'string'
      ? state.announcement
      : '';
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (arrival) setAnnouncement(arrival);
  }, [arrival]);
  return [announcement, setAnnouncement] as const;
}

import { INQUIRY_STATUSES, type InquiryStatus } from '@atelier/domain/support-inbox';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTabParam } from '../../lib/use-tab-param';

export const INBOX_TABS = ['chats', 'inquiries'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

const isStatus = (value: string | null): value is InquiryStatus => INQUIRY_STATUSES.includes(value as InquiryStatus);

/**
 * The inbox's tab, inquiry status filter, chat search and page, kept in the URL (?tab=&status=&q=&page=)
 * so a reload, a shared link and the back button keep them. Changing the tab (which drops the filter and
 * search), filter or search starts at page 1.
 */
export function useInboxParams() {
  const [tab, setTab] = useTabParam(INBOX_TABS);
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const pageParam = Number(searchParams.get('page'));
  const status: InquiryStatus | '' = isStatus(statusParam) ? statusParam : '';
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const search = searchParams.get('q') ?? '';

  const update = useCallback(
    (patch: Record<string, string | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearchParams],
  );

  return {
    tab,
    status,
    page,
    search,
    setTab,
    setSearch: useCallback((next: string) => update({ q: next || null, page: null }), [update]),
    setStatus: useCallback((next: string) => update({ status: next || null, page: null }), [update]),
    setPage: useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]),
  };
}

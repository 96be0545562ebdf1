import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tabbed page's tab, kept in the URL (?tab=) so a reload, a shared link and the back button keep it;
 * without one (or with one it does not have) the page shows its first tab. Choosing a tab drops the
 * page's other parameters: a search, filter or page number of one tab means nothing in another.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab = tabs.find((value) => value === param) ?? tabs[0];
  const setTab = useCallback((next: T) => setSearchParams(new URLSearchParams({ tab: next })), [setSearchParams]);
  return [tab, setTab];
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

/**
 * The browser's two copies of one of the visitor's lists (the cart, the favourites; decisions 022 and
 * 027): local storage and the cookie the server renders from. `save` writes both at once, so a reload
 * straight after a change, before the server has answered it, still shows the change.
 */
export interface BrowserCopies<T> {
  /** The local-storage key; other tabs' changes arrive as `storage` events under it. */
  key: string;
  /** Local storage's copy read as the list; anything unreadable is an empty list. */
  parse(raw: string | null): T[];
  read(): T[];
  save(list: readonly T[]): void;
}

export function browserCopies<T>({
  key,
  parse,
  cookie,
}: {
  key: string;
  parse(raw: string | null): T[];
  /** The `document.cookie` assignment that stores the list (ids, and quantities for the cart: nothing secret). */
  cookie(list: readonly T[], options: { secure: boolean }): string;
}): BrowserCopies<T> {
  return {
    key,
    parse,
    read() {
      try {
        return parse(localStorage.getItem(key));
      } catch {
        return [];
      }
    },
    save(list) {
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie holds ids (and quantities) only; see decisions 022 and 027.
      document.cookie = cookie(list, { secure: location.protocol === 'https:' });
      try {
        localStorage.setItem(key, JSON.stringify(list));
      } catch {
        // Storage full or unavailable: the cookie copy still holds the list.
      }
    },
  };
}

/**
 * One of the visitor's lists, kept in the browser and checked by the server. Define it once, at module
 * level: the hooks below take its parts as dependencies.
 */
export interface StoredList<T, Server extends { stored: boolean }, Answer> {
  copies: BrowserCopies<T>;
  /** The list a page was rendered with (`stored` false when the browser sent no cookie). */
  fromServer(server: Server): T[];
  /** Where the whole list is sent to be checked (`intent=check`), under which fetcher key and form field. */
  check: { fetcherKey: string; action: string; field: string; serialize(list: readonly T[]): string };
  /** The checked list in the action's answer, or null when it refused. */
  fromAnswer(answer: Answer): T[] | null;
}

/**
 * Sends the whole list to its action to be checked. One keyed fetcher, so a newer change supersedes one
 * still on its way; no page data is reloaded for it (the answer carries the list).
 */
function useListCheck<T, Answer>(check: StoredList<T, { stored: boolean }, Answer>['check']) {
  const fetcher = useFetcher<Answer>({ key: check.fetcherKey });
  const { submit } = fetcher;
  const send = useCallback(
    (list: readonly T[]) => {
      void submit(
        { intent: 'check', [check.field]: check.serialize(list) },
        { method: 'post', action: check.action, defaultShouldRevalidate: false },
      );
    },
    [submit, check],
  );
  // The action answers plain data, which arrives as it was sent.
  const answer = (fetcher.state === 'idle' ? fetcher.data : undefined) as Answer | undefined;
  return { send, pending: fetcher.state !== 'idle', answer };
}

/**
 * A list rendered by the server from its cookie and hydrated with the same entries (decision 022). The
 * cookie is the server's truth: when the page came with it, local storage is rewritten from it; without
 * it, a list kept only in local storage is adopted and sent to the server. Each `change` is shown at
 * once, saved to both copies, and the whole list is sent to be checked; the server's answer then
 * replaces it. `restored` is false until the list is known: with no server list, until local storage
 * is read after hydration.
 */
export function useStoredList<T, Server extends { stored: boolean }, Answer>(
  kind: StoredList<T, Server, Answer>,
  server: Server | undefined,
) {
  const { copies, fromServer, fromAnswer } = kind;
  const [list, setList] = useState<T[]>(() => (server ? fromServer(server) : []));
  const [restored, setRestored] = useState(server !== undefined);
  const current = useRef(list);
  const sync = useListCheck<T, Answer>(kind.check);
  // The latest `send`, for the one-off first-load effect below.
  const sendRef = useRef(sync.send);
  useEffect(() => {
    sendRef.current = sync.send;
  }, [sync.send]);

  const show = useCallback(
    (next: T[]) => {
      current.current = next;
      setList(next);
      copies.save(next);
    },
    [copies],
  );

  // Once, after hydration: decide which copy wins, and follow changes saved in other tabs.
  const applied = useRef(server);
  useEffect(() => {
    const initial = applied.current;
    if (initial?.stored) {
      // Also rewrites the cookie without what the server dropped (unknown or unpublished designs).
      copies.save(fromServer(initial));
    } else {
      const stored = copies.read();
      if (stored.length > 0) {
        show(stored);
        if (initial) sendRef.current(stored);
      }
    }
    setRestored(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== copies.key) return;
      const next = copies.parse(event.newValue);
      current.current = next;
      setList(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [show, copies, fromServer]);

  // The layout read the cookie again after a form post (an order placed empties the cart): its list
  // wins, unless a change of ours is still on its way.
  useEffect(() => {
    if (!server?.stored || server === applied.current || sync.pending) return;
    applied.current = server;
    show(fromServer(server));
  }, [server, sync.pending, show, fromServer]);

  // The server's answer to our last change: the same list, checked against the catalogue.
  const answered = useRef(sync.answer);
  useEffect(() => {
    const answer = sync.answer;
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    const checked = fromAnswer(answer);
    if (checked) show(checked);
  }, [sync.answer, show, fromAnswer]);

  const { send } = sync;
  const change = useCallback(
    (rule: (list: readonly T[]) => T[]) => {
      const next = rule(current.current);
      show(next);
      send(next);
    },
    [send, show],
  );
  return { list, restored, change };
}

import type { FastifyInstance } from 'fastify';

/** Subscribes `handler` to the catalogue's change notices; resolves once listening (see live/hub.ts). */
export type SubscribeToChanges = (handler: () => void) => Promise<unknown>;

export interface CatalogueCacheOptions {
  /** The safety net: an entry is read again after this long even if no change notice came. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  refreshing: boolean;
}

/**
 * The per-process memory of catalogue reads (the facet index, counts, filter options, facets). The
 * database is the truth: every entry is dropped when staff change the catalogue (NOTIFY on the
 * catalogue channel, which every process LISTENs to) and read again after `ttlMs` anyway, since a
 * notice sent while a listener was reconnecting is lost. Until the LISTEN is in place nothing is kept,
 * so no change can slip by unseen.
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let subscribe: SubscribeToChanges | null = null;
  let listening = false;
  let starting: Promise<void> | null = null;

  function invalidate() {
    entries.clear();
  }

  function refresh(key: string, stale: Entry, load: () => Promise<unknown>, entryTtlMs: number) {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        if (entries.get(key) === stale) entries.set(key, { value, expires: now() + entryTtlMs, refreshing: false });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** Starts listening on first use; a failure leaves the cache off and the next read tries again. */
  function startListening() {
    if (!subscribe || starting) return;
    starting = subscribe(invalidate).then(
      () => {
        listening = true;
      },
      () => {
        starting = null;
      },
    );
  }

  return {
    /** Connects the cache to the change notices; before this it keeps nothing. */
    followChanges(subscribeToChanges: SubscribeToChanges) {
      subscribe = subscribeToChanges;
    },

    /** Whether values are kept (the change notices are being listened to). */
    get listening() {
      return listening;
    },

    /** Forgets everything now (a change made by this process: its notice may still be on its way). */
    invalidate,

    /**
     * The remembered value of `key`, or `load()`'s (shared by concurrent readers while it runs).
     * `entryTtlMs` overrides the time to live for this key.
     */
    get<T>(key: string, load: () => Promise<T>, entryTtlMs = ttlMs): Promise<T> {
      if (!listening) {
        startListening();
        return load();
      }
      const time = now();
      const hit = entries.get(key);
      if (hit) {
        // Past its time to live, the value is still served while it is read again in the background:
        // the safety net must not make a reader wait. A change notice drops it outright instead.
        if (hit.expires <= time && !hit.refreshing) refresh(key, hit, load, entryTtlMs);
        // Least recently used goes first when the cache is full.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { value, expires: time + entryTtlMs, refreshing: false };
      entries.set(key, entry);
      // A failed read is not remembered; a change notice during the read has already dropped it.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * Drops `cache` after every successful staff write that `scope` answers: a change made in this process
 * is seen at once, before its answer leaves (its change notice may come later).
 */
export function dropAfterStaffWrites(scope: FastifyInstance, cache: CatalogueCache) {
  scope.addHook('onSend', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && request.ctx?.site === 'admin' && reply.statusCode < 400) cache.invalidate();
  });
}

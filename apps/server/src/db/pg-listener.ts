import pg from 'pg';

export type NoticeHandler = (payload: string) => void;

/** Channel names are written into LISTEN as identifiers (they cannot be bound parameters). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const MAX_BACKOFF_MS = 30_000;

/**
 * One dedicated connection per process that LISTENs on every channel someone subscribed to. When the
 * connection drops (server restart, network) it reconnects with backoff and LISTENs again; notices
 * sent while it was down are lost, which is why listeners only treat them as hints to re-read rows.
 */
export function createPgListener(connectionString: string, connectMs: number) {
  const handlers = new Map<string, Set<NoticeHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  /** Resolves to the connected client, or null when the attempt failed (a retry is then scheduled). */
  function connect(): Promise<pg.Client | null> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectMs });
      next.on('error', () => {});
      next.on('notification', dispatch);
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        scheduleReconnect();
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
        if (closed) {
          await next.end();
          return null;
        }
        client = next;
        failures = 0;
        return next;
      } catch {
        await next.end().catch(() => {});
        scheduleReconnect();
        return null;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  }

  return {
    /** Subscribes; resolves once LISTEN is in place (or, while the database is unreachable, once a retry is scheduled). */
    async listen(channel: string, handler: NoticeHandler): Promise<() => Promise<void>> {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      const connected = client ?? (await connect());
      // LISTEN twice is harmless, so no need to know whether a fresh connection already covered it.
      if (isNew && connected) await connected.query(`LISTEN ${channel}`).catch(() => {});
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

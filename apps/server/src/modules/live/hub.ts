import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { LIVE_CHANNELS, type LiveChannel } from './publish.ts';

export type LiveNotice = Record<string, unknown>;
export type LiveHandler = (notice: LiveNotice) => void;

/** Something to end when the server closes (an open event stream). */
export interface Closable {
  close(): void;
}

/**
 * The process's one LISTEN on the live channels, fanned out to in-process subscribers (the open event
 * streams). Memory here is only a relay: the rows in the database are the truth, notices carry ids.
 */
export function createLiveHub(listen: DatabaseHandle['listen'], log: FastifyBaseLogger) {
  const subscribers = new Map<LiveChannel, Set<LiveHandler>>();
  const streams = new Set<Closable>();
  const unlistens: (() => Promise<void>)[] = [];
  let starting: Promise<void> | null = null;
  let closed = false;

  function dispatch(channel: LiveChannel, payload: string) {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      log.warn({ channel }, 'live notice is not JSON');
      return;
    }
    for (const handler of subscribers.get(channel) ?? []) {
      try {
        handler(notice);
      } catch (error) {
        log.error({ err: error, channel }, 'live subscriber failed');
      }
    }
  }

  /** LISTENs on first use, so processes (and tests) that never stream open no extra connection. */
  function start(): Promise<void> {
    starting ??= (async () => {
      for (const channel of Object.values(LIVE_CHANNELS)) {
        unlistens.push(await listen(channel, (payload) => dispatch(channel, payload)));
      }
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    /** Calls `handler` for every notice on `channel`; resolves to the unsubscribe function once listening. */
    async subscribe(channel: LiveChannel, handler: LiveHandler): Promise<() => void> {
      if (closed) throw new Error('the live hub is closed');
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
      }
      set.add(handler);
      const remove = () => set.delete(handler);
      try {
        await start();
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },

    /** Registers an open stream so closing the server ends it (an open response would hold close() forever). */
    track(stream: Closable): () => void {
      streams.add(stream);
      return () => streams.delete(stream);
    },

    /** How many event streams are open on this process (the metrics read it). */
    openStreams: () => streams.size,

    /** Ends every open stream; run before the HTTP server stops accepting. */
    closeStreams() {
      closed = true;
      for (const stream of [...streams]) stream.close();
    },

    async close() {
      this.closeStreams();
      await starting?.catch(() => {});
      for (const unlisten of unlistens.splice(0)) await unlisten().catch(() => {});
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

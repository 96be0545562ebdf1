import type { ChatMessage } from '@atelier/domain/support';
import { useEffect } from 'react';
import { loadShownConversation } from './chat-client';

const POLL_MS = 5_000;

/**
 * While the card is open, staff replies arrive over server-sent events. When the stream fails the
 * history is polled every 5 s until it reconnects, and re-read once then (notices may have been missed).
 */
export function useLiveMessages(id: string | null, active: boolean, add: (messages: ChatMessage[]) => void) {
  useEffect(() => {
    if (!id || !active || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/chat/${encodeURIComponent(id)}/events`);
    let poll: ReturnType<typeof setInterval> | undefined;
    const refetch = () => void loadShownConversation(id).then(add);
    source.addEventListener('message', (event) => {
      try {
        add([JSON.parse(event.data) as ChatMessage]);
      } catch {
        // A malformed event is skipped; the next poll or reload shows the message.
      }
    });
    source.addEventListener('open', () => {
      if (!poll) return;
      clearInterval(poll);
      poll = undefined;
      refetch();
    });
    source.addEventListener('error', () => {
      poll ??= setInterval(refetch, POLL_MS);
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [id, active, add]);
}

import { formatLongDate } from '@atelier/domain/number-format';
import type { QuoteEvent } from '@atelier/domain/quotes';

/** What happened to the quote, newest first: its status changes, the drawings, the buyer's comments. */
export function QuoteHistory({ events }: { events: readonly QuoteEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      <ol aria-label="Quote history, newest first" className="mt-3 space-y-3 border-l-2 border-border pl-4 text-sm">
        {events.map((event, index) => (
          // Two steps may share their moment and their sentence; their place in the history does not change.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn anew with the page
          <li key={index}>
            <p className="font-medium">{event.summary}</p>
            <p className="text-muted-fg">
              <time dateTime={event.at}>{formatLongDate(event.at)}</time>
              {event.actor ? ` · ${event.actor}` : ''}
            </p>
            {event.comment && <blockquote className="mt-1 whitespace-pre-line">{event.comment}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  );
}

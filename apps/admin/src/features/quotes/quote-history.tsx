import type { QuoteEvent } from '@atelier/domain/quotes';
import { DateTime } from '../../components/date-time';

function EventItem({ event }: { event: QuoteEvent }) {
  return (
    <li className="relative border-l-2 border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary" />
      <p className="font-medium">{event.summary}</p>
      {event.comment ? (
        <blockquote className="my-1 border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
          {event.comment}
        </blockquote>
      ) : null}
      <p className="text-sm text-muted-fg">
        <DateTime value={event.at} /> · by {event.actor ?? 'the system'}
      </p>
    </li>
  );
}

/** Everything that happened to the quote, newest first as the API sends it. */
export function QuoteHistory({ events }: { events: QuoteEvent[] }) {
  return (
    <section aria-labelledby="quote-history-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="quote-history-title" className="font-semibold">
        History
      </h3>
      <p className="mb-3 text-sm text-muted-fg">Newest first</p>
      {events.length === 0 ? (
        <p className="text-sm">Nothing has happened yet.</p>
      ) : (
        <ol aria-label="Quote history, newest first">
          {events.map((event) => (
            <EventItem key={`${event.at} ${event.kind} ${event.summary}`} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}

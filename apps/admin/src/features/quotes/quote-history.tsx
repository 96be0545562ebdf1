import type { QuoteEvent } from '@atelier/domain/quotes';
import { Timeline, TimelineWhen } from '../../components/timeline';

/** Everything that happened to the quote, newest first as the API sends it. */
export function QuoteHistory({ events }: { events: QuoteEvent[] }) {
  return (
    <Timeline
      id="quote-history"
      title="History"
      listLabel="Quote history, newest first"
      events={events}
      eventKey={(event) => `${event.at} ${event.kind} ${event.summary}`}
    >
      {(event) => (
        <>
          <p className="font-medium">{event.summary}</p>
          {event.comment ? (
            <blockquote className="my-1 border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
              {event.comment}
            </blockquote>
          ) : null}
          <TimelineWhen at={event.at} by={event.actor ?? 'the system'} />
        </>
      )}
    </Timeline>
  );
}

import { ORDER_EVENT_LABELS, type StaffOrderEvent } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';

function who(event: StaffOrderEvent): string {
  if (event.staffName) return event.staffName;
  return event.kind === 'download' || event.kind === 'placed' ? 'the buyer' : 'the system';
}

function EventItem({ event }: { event: StaffOrderEvent }) {
  return (
    <li className="relative border-l-2 border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary" />
      <p className="font-medium">{ORDER_EVENT_LABELS[event.kind]}</p>
      {event.detail ? <p className="text-sm">{event.detail}</p> : null}
      {event.email && !event.detail ? (
        <p className="text-sm text-muted-fg">
          {event.email.subject ?? event.email.kind} to {event.email.to} ({event.email.status})
        </p>
      ) : null}
      <p className="text-sm text-muted-fg">
        <DateTime value={event.at} /> · by {who(event)}
        {event.ip ? ` · IP ${event.ip}` : null}
      </p>
    </li>
  );
}

/** Everything that happened to the order, newest first (the API sends it oldest first). */
export function OrderTimeline({ events }: { events: StaffOrderEvent[] }) {
  const newestFirst = [...events].reverse();
  return (
    <section aria-labelledby="order-timeline-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="order-timeline-title" className="font-semibold">
        Timeline
      </h3>
      <p className="mb-3 text-sm text-muted-fg">Newest first</p>
      {newestFirst.length === 0 ? (
        <p className="text-sm">Nothing has happened yet.</p>
      ) : (
        <ol aria-label="Order timeline, newest first">
          {newestFirst.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}

import { ORDER_EVENT_LABELS, type StaffOrderEvent } from '@atelier/domain/staff-orders';
import { Timeline, TimelineWhen } from '../../components/timeline';

function who(event: StaffOrderEvent): string {
  if (event.staffName) return event.staffName;
  return event.kind === 'download' || event.kind === 'placed' ? 'the buyer' : 'the system';
}

/** Everything that happened to the order, newest first (the API sends it oldest first). */
export function OrderTimeline({ events }: { events: StaffOrderEvent[] }) {
  return (
    <Timeline
      id="order-timeline"
      title="Timeline"
      listLabel="Order timeline, newest first"
      events={[...events].reverse()}
      eventKey={(event) => event.id}
    >
      {(event) => (
        <>
          <p className="font-medium">{ORDER_EVENT_LABELS[event.kind]}</p>
          {event.detail ? <p className="text-sm">{event.detail}</p> : null}
          {event.email && !event.detail ? (
            <p className="text-sm text-muted-fg">
              {event.email.subject ?? event.email.kind} to {event.email.to} ({event.email.status})
            </p>
          ) : null}
          <TimelineWhen at={event.at} by={who(event)}>
            {event.ip ? ` · IP ${event.ip}` : null}
          </TimelineWhen>
        </>
      )}
    </Timeline>
  );
}

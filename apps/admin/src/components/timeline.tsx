import type { ReactNode } from 'react';
import { DateTime } from './date-time';

interface TimelineProps<T> {
  /** The section's id prefix, e.g. 'order-timeline'. */
  id: string;
  title: string;
  /** The list's accessible name, e.g. 'Order timeline, newest first'. */
  listLabel: string;
  /** Newest first. */
  events: readonly T[];
  eventKey(event: T): string | number;
  children(event: T): ReactNode;
}

/** A history section (an order's timeline, a quote's history): its steps, newest first, as a marked list. */
export function Timeline<T>({ id, title, listLabel, events, eventKey, children }: TimelineProps<T>) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <p className="mb-3 text-sm text-muted-fg">Newest first</p>
      {events.length === 0 ? (
        <p className="text-sm">Nothing has happened yet.</p>
      ) : (
        <ol aria-label={listLabel}>
          {events.map((event) => (
            <TimelineEvent key={eventKey(event)}>{children(event)}</TimelineEvent>
          ))}
        </ol>
      )}
    </section>
  );
}

function TimelineEvent({ children }: { children: ReactNode }) {
  return (
    <li className="relative border-l-2 border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary" />
      {children}
    </li>
  );
}

/** The foot of a step: when, and by whom. */
export function TimelineWhen({ at, by, children }: { at: string; by: string; children?: ReactNode }) {
  return (
    <p className="text-sm text-muted-fg">
      <DateTime value={at} /> · by {by}
      {children}
    </p>
  );
}

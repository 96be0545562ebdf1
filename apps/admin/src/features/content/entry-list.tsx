import type { ReactNode } from 'react';
import { DragHandle, MoveButtons, SortableItem } from '../../components/sortable-item';
import { SortableList } from '../../components/sortable-list';

interface EntryListProps<T extends { id: string }> {
  items: T[];
  /** The accessible name of the list, e.g. 'Team members, in About page order'. */
  label: string;
  /** What one entry is called in the instructions, e.g. 'team member'. */
  noun: string;
  nameOf(item: T): string;
  /** Called with the new order and what to announce; the caller saves it. */
  onReorder(ids: string[], message: string): void;
  /** The entry's own content, between its position and its buttons. */
  children(item: T): ReactNode;
  /** Buttons after Move up and Move down (edit, photo, delete). */
  actions(item: T): ReactNode;
}

/** A content list (services, team, testimonials) in its page order, each entry with its buttons. */
export function EntryList<T extends { id: string }>(props: EntryListProps<T>) {
  const { items, label, noun, nameOf, onReorder, children, actions } = props;
  const nameById = (id: string) => {
    const item = items.find((entry) => entry.id === id);
    return item ? nameOf(item) : id;
  };
  return (
    <SortableList
      ids={items.map((item) => item.id)}
      noun={noun}
      nameOf={nameById}
      onReorder={({ ids, message }) => onReorder(ids, message)}
    >
      <ol aria-label={label} className="space-y-3">
        {items.map((item, index) => {
          const name = nameOf(item);
          return (
            <SortableItem
              key={item.id}
              id={item.id}
              index={index}
              className="flex flex-wrap items-start gap-4 rounded-lg border border-border bg-card p-3"
            >
              <div className="flex items-center gap-2">
                <DragHandle label={`Drag ${name}`} />
                <span className="w-6 text-right text-sm tabular-nums text-muted-fg">{index + 1}</span>
              </div>
              <div className="min-w-48 flex-1">{children(item)}</div>
              <div className="flex flex-wrap gap-2">
                <MoveButtons upLabel={`Move up ${name}`} downLabel={`Move down ${name}`} />
                {actions(item)}
              </div>
            </SortableItem>
          );
        })}
      </ol>
    </SortableList>
  );
}

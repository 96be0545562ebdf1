import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useCallback, useState } from 'react';
import { type MoveButton, SortableItem } from './sortable-item';

interface SortableListProps<T extends { id: string }> {
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

/** An ordered list whose entries move by drag and drop, by keyboard on the drag handle, or with buttons. */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, label, noun, nameOf, onReorder, children, actions } = props;
  const [focus, setFocus] = useState<{ id: string; index: number; button: MoveButton } | null>(null);
  const clearFocus = useCallback(() => setFocus(null), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameById = (id: UniqueIdentifier) => {
    const item = items.find((entry) => entry.id === id);
    return item ? nameOf(item) : String(id);
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number, button?: MoveButton) => {
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to), `“${nameById(id)}” moved to position ${to + 1} of ${ids.length}.`);
    if (button) setFocus({ id, index: to, button });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up “${nameById(active.id)}”, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${nameById(active.id)}” is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${nameById(active.id)}” was dropped at position ${position(over.id)}.`
        : `“${nameById(active.id)}” was dropped.`,
    onDragCancel: ({ active }) => `Moving “${nameById(active.id)}” was cancelled.`,
  };
  const instructions = `To move a ${noun}, press Space or Enter on its drag handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.`;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-3">
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              index={index}
              count={items.length}
              onMove={move}
              focus={focus?.id === item.id && focus.index === index ? focus.button : null}
              onFocused={clearFocus}
              actions={actions(item)}
            >
              {children(item)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

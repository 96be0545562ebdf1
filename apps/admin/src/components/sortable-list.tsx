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
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** The button of an entry that gets focus once the list shows the entry in its new place. */
export type FocusTarget = 'up' | 'down' | 'remove';

export interface Reorder {
  /** The ids in their new order. */
  ids: string[];
  from: number;
  to: number;
  /** What to announce, e.g. '“Walls” moved to position 2 of 5.' */
  message: string;
}

interface PendingFocus {
  id: string;
  index: number;
  target: FocusTarget;
}

interface SortableListState {
  count: number;
  disabled: boolean;
  move(from: number, to: number, target?: FocusTarget): void;
  pendingFocus: PendingFocus | null;
  focusAfterRender(focus: PendingFocus | null): void;
}

const SortableListContext = createContext<SortableListState | null>(null);

export function useSortableList(): SortableListState {
  const state = useContext(SortableListContext);
  if (!state) throw new Error('A sortable item belongs inside a SortableList.');
  return state;
}

interface SortableListProps {
  ids: readonly string[];
  /** What one entry is called in the instructions, e.g. 'team member'. */
  noun: string;
  /** An entry's name, quoted in the announcements; the id when not given. */
  nameOf?(id: string): string;
  /** The message of a move, when the default ('“name” moved to position 2 of 5.') does not fit. */
  moveMessage?(from: number, to: number, count: number): string;
  /** What screen readers hear while dragging, when the default does not fit. */
  announcements?: Announcements;
  /** Called with the new order; the caller shows it, saves it and announces the message. */
  onReorder(reorder: Reorder): void;
  disabled?: boolean;
  /** The list's element (an <ol> of SortableItems, or a table whose rows are SortableItems). */
  children: ReactNode;
}

/**
 * An ordered list whose entries move by drag and drop, by keyboard on the drag handle, or with the Move up
 * and Move down buttons; a moved entry keeps focus on the button that moved it.
 */
export function SortableList(props: SortableListProps) {
  const { ids, noun, nameOf, moveMessage, onReorder, disabled = false, children } = props;
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameById = (id: UniqueIdentifier) => `“${nameOf ? nameOf(String(id)) : String(id)}”`;
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number, target?: FocusTarget) => {
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length || from === to) return;
    const message = moveMessage
      ? moveMessage(from, to, ids.length)
      : `${nameById(id)} moved to position ${to + 1} of ${ids.length}.`;
    onReorder({ ids: arrayMove([...ids], from, to), from, to, message });
    if (target) setPendingFocus({ id, index: to, target });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const announcements: Announcements = props.announcements ?? {
    onDragStart: ({ active }) => `Picked up ${nameById(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameById(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameById(active.id)} was dropped at position ${position(over.id)}.`
        : `${nameById(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameById(active.id)} was cancelled.`,
  };
  const instructions = `To move a ${noun}, press Space or Enter on its drag handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.`;

  const focusAfterRender = useCallback((focus: PendingFocus | null) => setPendingFocus(focus), []);
  const state: SortableListState = { count: ids.length, disabled, move, pendingFocus, focusAfterRender };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        <SortableListContext.Provider value={state}>{children}</SortableListContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

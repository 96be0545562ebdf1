import type { StaffCategoryList } from '@atelier/domain/catalogue-admin';
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
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/query-client';
import { useCategoryOrder } from './api';
import { CategoryRow, type MoveButton } from './category-row';

const INSTRUCTIONS =
  'To move a category, press Space or Enter on its drag handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

const th = 'px-4 py-2 font-medium whitespace-nowrap';

interface CategoryTableProps {
  list: StaffCategoryList;
  announce(message: string): void;
}

/** The categories in their storefront order: dragged, or moved with buttons; each move is saved at once. */
export function CategoryTable({ list, announce }: CategoryTableProps) {
  const { categories, services } = list;
  const order = useCategoryOrder();
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; index: number; button: MoveButton } | null>(null);
  const clearFocusAfterMove = useCallback(() => setFocusAfterMove(null), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = categories.map((category) => category.id);
  const labelOf = (id: UniqueIdentifier) => categories.find((category) => category.id === id)?.label ?? String(id);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number, focus?: MoveButton) => {
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length || from === to) return;
    order.reorder(arrayMove(ids, from, to));
    if (focus) setFocusAfterMove({ id, index: to, button: focus });
    announce(`“${labelOf(id)}” moved to position ${to + 1} of ${ids.length}.`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${labelOf(active.id)}”, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${labelOf(active.id)}” is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${labelOf(active.id)}” was dropped at position ${position(over.id)}.`
        : `“${labelOf(active.id)}” was dropped.`,
    onDragCancel: ({ active }) => `Moving “${labelOf(active.id)}” was cancelled.`,
  };

  return (
    <section aria-labelledby="category-list-title" className="space-y-3">
      <h2 id="category-list-title" className="text-lg font-semibold">
        Categories in storefront order
      </h2>
      <p className="text-sm text-muted-fg">A new order is saved as soon as a category moves.</p>
      {order.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          The new order could not be saved: {errorMessage(order.error)} The list shows the saved order again.
        </p>
      ) : null}
      {categories.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
          No categories yet.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Categories, in the order the storefront shows them</caption>
              <thead className="text-muted-fg">
                <tr>
                  <th scope="col" className={th}>
                    <span className="sr-only">Drag to reorder</span>
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Position
                  </th>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={th}>
                    Service
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Designs
                  </th>
                  <th scope="col" className={th}>
                    Actions
                  </th>
                </tr>
              </thead>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <tbody>
                  {categories.map((category, index) => (
                    <CategoryRow
                      key={category.id}
                      category={category}
                      index={index}
                      count={categories.length}
                      services={services}
                      announce={announce}
                      onMove={move}
                      focusAfterMove={
                        focusAfterMove?.id === category.id && focusAfterMove.index === index
                          ? focusAfterMove.button
                          : null
                      }
                      onFocused={clearFocusAfterMove}
                    />
                  ))}
                </tbody>
              </SortableContext>
            </table>
          </div>
        </DndContext>
      )}
    </section>
  );
}

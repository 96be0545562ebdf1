import type { StaffDesign } from '@atelier/domain/design-admin';
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
import { useState } from 'react';
import { errorMessage } from '../../lib/query-client';
import { type OwnChange, useImageOrder } from './api';
import { type FocusAfterMove, ImageItem } from './image-item';

interface ImageListProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

const INSTRUCTIONS =
  'To move a picture, press Space or Enter on its drag handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

/** The pictures in their order, the first being the cover: dragged, or moved with buttons. */
export function ImageList({ design, canUpdate, announce, onOwnChange }: ImageListProps) {
  const { images } = design;
  const order = useImageOrder(design.id, onOwnChange);
  const [focusAfterMove, setFocusAfterMove] = useState<FocusAfterMove | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.map((image) => image.id);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number, focus?: FocusAfterMove['button']) => {
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length || from === to) return;
    order.reorder(arrayMove(ids, from, to));
    if (focus) setFocusAfterMove({ id, index: to, button: focus });
    announce(
      to === 0
        ? `Picture ${from + 1} is now the cover.`
        : `Picture ${from + 1} moved to position ${to + 1} of ${ids.length}.`,
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up picture ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Picture ${position(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Picture ${position(active.id)} was dropped at position ${position(over.id)}.`
        : `Picture ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving picture ${position(active.id)} was cancelled.`,
  };

  if (images.length === 0) {
    return <p className="rounded-lg border border-dashed border-border bg-card px-4 py-6 text-sm">No pictures yet.</p>;
  }

  const items = images.map((image, index) => (
    <ImageItem
      key={image.id}
      designId={design.id}
      image={image}
      index={index}
      count={images.length}
      canUpdate={canUpdate}
      announce={announce}
      onOwnChange={onOwnChange}
      onMove={move}
      focusAfterMove={focusAfterMove?.id === image.id && focusAfterMove.index === index ? focusAfterMove.button : null}
      onFocused={() => setFocusAfterMove(null)}
    />
  ));

  return (
    <div className="space-y-3">
      {order.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          The order could not be saved: {errorMessage(order.error)}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!canUpdate}>
          <ol aria-label="Pictures, the first is the cover" className="space-y-3">
            {items}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

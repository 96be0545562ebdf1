import type { StaffDesign } from '@atelier/domain/design-admin';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { SortableList } from '../../components/sortable-list';
import { errorMessage } from '../../lib/query-client';
import { type OwnChange, useImageOrder } from './api';
import { ImageItem } from './image-item';

interface ImageListProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

/** The pictures in their order, the first being the cover: dragged, or moved with buttons. */
export function ImageList({ design, canUpdate, announce, onOwnChange }: ImageListProps) {
  const { images } = design;
  const order = useImageOrder(design.id, onOwnChange);
  const ids = images.map((image) => image.id);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

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

  return (
    <div className="space-y-3">
      {order.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          The order could not be saved: {errorMessage(order.error)}
        </p>
      ) : null}
      <SortableList
        ids={ids}
        noun="picture"
        announcements={announcements}
        moveMessage={(from, to, count) =>
          to === 0
            ? `Picture ${from + 1} is now the cover.`
            : `Picture ${from + 1} moved to position ${to + 1} of ${count}.`
        }
        onReorder={(reorder) => {
          order.reorder(reorder.ids);
          announce(reorder.message);
        }}
        disabled={!canUpdate}
      >
        <ol aria-label="Pictures, the first is the cover" className="space-y-3">
          {images.map((image, index) => (
            <ImageItem
              key={image.id}
              designId={design.id}
              image={image}
              index={index}
              canUpdate={canUpdate}
              announce={announce}
              onOwnChange={onOwnChange}
            />
          ))}
        </ol>
      </SortableList>
    </div>
  );
}

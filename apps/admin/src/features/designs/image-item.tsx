import type { DesignImage } from '@atelier/domain/design-admin';
import { Star } from 'lucide-react';
import { ConfirmAction } from '../../components/confirm-action';
import { DesignThumbnail } from '../../components/design-thumbnail';
import { smallButtonClass } from '../../components/form-styles';
import { DragHandle, MoveButtons, SortableItem, useSortableItem } from '../../components/sortable-item';
import { StatusBadge } from '../../components/status-badge';
import { AltTextForm } from './alt-text-form';
import { type OwnChange, useRemoveImage } from './api';

interface ImageItemProps {
  designId: string;
  image: DesignImage;
  index: number;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

export function ImageItem(props: ImageItemProps) {
  const { designId, image, index, canUpdate, announce, onOwnChange } = props;
  const number = index + 1;
  const first = index === 0;

  return (
    <SortableItem
      id={image.id}
      index={index}
      className="flex flex-wrap items-start gap-4 rounded-lg border border-border bg-card p-3"
    >
      {canUpdate ? <DragHandle label={`Drag picture ${number}`} className="self-center" /> : null}
      <DesignThumbnail image={image.url} size="large" lazy={false} />
      <div className="min-w-56 flex-1 space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          Picture {number}
          {first ? <StatusBadge tone="info">Cover</StatusBadge> : null}
        </p>
        {canUpdate ? (
          <AltTextForm
            designId={designId}
            image={image}
            number={number}
            announce={announce}
            onOwnChange={onOwnChange}
          />
        ) : (
          <p className="text-sm">
            <span className="text-muted-fg">Alt text: </span>
            {image.alt}
          </p>
        )}
        {canUpdate ? (
          <div className="flex flex-wrap gap-2">
            <MoveButtons upLabel={`Move up, picture ${number}`} downLabel={`Move down, picture ${number}`} />
            {first ? null : <MakeCover number={number} />}
            <RemoveImage
              designId={designId}
              image={image}
              number={number}
              announce={announce}
              onOwnChange={onOwnChange}
            />
          </div>
        ) : null}
      </div>
    </SortableItem>
  );
}

function MakeCover({ number }: { number: number }) {
  const { moveTo } = useSortableItem();
  return (
    <button
      type="button"
      onClick={() => moveTo(0, 'down')}
      aria-label={`Make cover, picture ${number}`}
      className={smallButtonClass}
    >
      <Star aria-hidden className="size-4" /> Make cover
    </button>
  );
}

interface RemoveImageProps {
  designId: string;
  image: DesignImage;
  number: number;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

function RemoveImage({ designId, image, number, announce, onOwnChange }: RemoveImageProps) {
  const remove = useRemoveImage(designId, onOwnChange);
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Remove"
      triggerAriaLabel={`Remove, picture ${number}`}
      triggerClassName={smallButtonClass}
      title={`Remove picture ${number}?`}
      description={`“${image.alt}” is deleted from the design. This cannot be undone.`}
      submitLabel="Remove picture"
      dismissLabel="Keep picture"
      destructive
      onConfirm={(close) => {
        remove.mutate(image.id, {
          onSuccess: () => {
            close();
            announce(`Picture ${number} is removed.`);
          },
        });
      }}
    />
  );
}

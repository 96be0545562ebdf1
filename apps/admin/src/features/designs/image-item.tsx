import { designImageUrl } from '@atelier/domain/catalog';
import type { DesignImage } from '@atelier/domain/design-admin';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ActionDialog, useActionDialog } from '../../components/action-dialog';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/query-client';
import { AltTextForm } from './alt-text-form';
import { type OwnChange, useRemoveImage } from './api';

/** Which of its move buttons a picture's focus goes back to once it is shown at its new index. */
export interface FocusAfterMove {
  id: string;
  index: number;
  button: 'up' | 'down';
}

interface ImageItemProps {
  designId: string;
  image: DesignImage;
  index: number;
  count: number;
  canUpdate: boolean;
  announce(message: string): void;
  onOwnChange: OwnChange;
  onMove(from: number, to: number, focus: FocusAfterMove['button']): void;
  /** Set once this picture, moved with its buttons, is shown in its new place. */
  focusAfterMove: FocusAfterMove['button'] | null;
  onFocused(): void;
}

const smallButton =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card';

export function ImageItem(props: ImageItemProps) {
  const { designId, image, index, count, canUpdate, announce, onOwnChange, onMove, focusAfterMove, onFocused } = props;
  const number = index + 1;
  const sortable = useSortable({ id: image.id, disabled: !canUpdate });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  // The picture's node may have moved in the page, which drops focus: it goes back to the same button,
  // or to the other one when the picture reached the top or the bottom.
  useEffect(() => {
    if (!focusAfterMove) return;
    const upAvailable = !first;
    const downAvailable = !last;
    const target = (focusAfterMove === 'up' && upAvailable) || !downAvailable ? upRef.current : downRef.current;
    target?.focus();
    onFocused();
  }, [focusAfterMove, first, last, onFocused]);

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`flex flex-wrap items-start gap-4 rounded-lg border border-border bg-card p-3 ${
        sortable.isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      {canUpdate ? (
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag picture ${number}`}
          className="cursor-grab touch-none self-center rounded-md p-2 text-muted-fg hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
      ) : null}
      <img
        src={designImageUrl(image.url, { width: 320, format: 'webp' })}
        alt=""
        width={160}
        height={100}
        className="h-[100px] w-40 shrink-0 rounded-md border border-border object-cover"
      />
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
            <button
              type="button"
              ref={upRef}
              disabled={first}
              onClick={() => onMove(index, index - 1, 'up')}
              aria-label={`Move up, picture ${number}`}
              className={smallButton}
            >
              <ArrowUp aria-hidden className="size-4" /> Move up
            </button>
            <button
              type="button"
              ref={downRef}
              disabled={last}
              onClick={() => onMove(index, index + 1, 'down')}
              aria-label={`Move down, picture ${number}`}
              className={smallButton}
            >
              <ArrowDown aria-hidden className="size-4" /> Move down
            </button>
            {first ? null : (
              <button
                type="button"
                onClick={() => onMove(index, 0, 'down')}
                aria-label={`Make cover, picture ${number}`}
                className={smallButton}
              >
                <Star aria-hidden className="size-4" /> Make cover
              </button>
            )}
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
    </li>
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
  const dialog = useActionDialog(() => remove.reset());
  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      trigger="Remove"
      triggerAriaLabel={`Remove, picture ${number}`}
      triggerClassName={smallButton}
      title={`Remove picture ${number}?`}
      description={`“${image.alt}” is deleted from the design. This cannot be undone.`}
      submitLabel="Remove picture"
      dismissLabel="Keep picture"
      destructive
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(image.id, {
          onSuccess: () => {
            dialog.close();
            announce(`Picture ${number} is removed.`);
          },
        });
      }}
    />
  );
}

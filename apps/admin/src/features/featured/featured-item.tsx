import { designImageUrl } from '@atelier/domain/catalog';
import type { FeaturedList } from '@atelier/domain/catalogue-admin';
import { DESIGN_STATUSES, type DesignStatus } from '@atelier/domain/design-facts';
import { formatMoney } from '@atelier/domain/money';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DesignStatusBadge, StatusBadge } from '../../components/status-badge';

export type FeaturedDesign = FeaturedList['designs'][number];
/** The button of an item that gets focus once the list shows the item (or its neighbour) in its new place. */
export type FocusTarget = 'up' | 'down' | 'remove';

export const smallButtonClass =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card';

const isDesignStatus = (status: string): status is DesignStatus =>
  (DESIGN_STATUSES as readonly string[]).includes(status);

interface FeaturedItemProps {
  design: FeaturedDesign;
  index: number;
  count: number;
  onMove(from: number, to: number, focus: FocusTarget): void;
  onRemove(index: number): void;
  focus: FocusTarget | null;
  onFocused(): void;
}

export function FeaturedItem({ design, index, count, onMove, onRemove, focus, onFocused }: FeaturedItemProps) {
  const sortable = useSortable({ id: design.id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  // A moved item's node has moved in the page, which drops focus: it goes back to the same button, or to
  // the other one when the item reached the top or the bottom.
  useEffect(() => {
    if (!focus) return;
    let target = removeRef.current;
    if (focus !== 'remove') target = (focus === 'up' && !first) || last ? upRef.current : downRef.current;
    target?.focus();
    onFocused();
  }, [focus, first, last, onFocused]);

  const published = design.status === 'published';
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`flex flex-wrap items-center gap-4 rounded-lg border border-border bg-card p-3 ${
        sortable.isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Drag ${design.title}`}
        className="cursor-grab touch-none rounded-md p-2 text-muted-fg hover:bg-muted active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span className="w-6 text-right text-sm tabular-nums text-muted-fg">{index + 1}</span>
      {design.image ? (
        <img
          src={designImageUrl(design.image, { width: 320, format: 'webp' })}
          alt=""
          width={96}
          height={60}
          loading="lazy"
          className="h-[60px] w-24 shrink-0 rounded-md border border-border object-cover"
        />
      ) : (
        <span className="block h-[60px] w-24 shrink-0 rounded-md border border-dashed border-border" />
      )}
      <div className="min-w-48 flex-1 space-y-1">
        <h3 className="font-medium">{design.title}</h3>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="tabular-nums">{formatMoney(design.priceCents)}</span>
          {isDesignStatus(design.status) ? (
            <DesignStatusBadge status={design.status} />
          ) : (
            <StatusBadge tone="neutral">{design.status}</StatusBadge>
          )}
          {published ? null : <span className="text-muted-fg">Not on the home page until published.</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          ref={upRef}
          disabled={first}
          onClick={() => onMove(index, index - 1, 'up')}
          aria-label={`Move up ${design.title}`}
          className={smallButtonClass}
        >
          <ArrowUp aria-hidden className="size-4" /> Move up
        </button>
        <button
          type="button"
          ref={downRef}
          disabled={last}
          onClick={() => onMove(index, index + 1, 'down')}
          aria-label={`Move down ${design.title}`}
          className={smallButtonClass}
        >
          <ArrowDown aria-hidden className="size-4" /> Move down
        </button>
        <button
          type="button"
          ref={removeRef}
          onClick={() => onRemove(index)}
          aria-label={`Remove ${design.title}`}
          className={smallButtonClass}
        >
          <X aria-hidden className="size-4" /> Remove
        </button>
      </div>
    </li>
  );
}

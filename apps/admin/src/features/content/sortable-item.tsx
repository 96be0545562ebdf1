import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { smallButtonClass } from './content-styles';

export type MoveButton = 'up' | 'down';

interface SortableItemProps {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove(from: number, to: number, button: MoveButton): void;
  /** Set once this entry, moved with its buttons, is shown in its new place. */
  focus: MoveButton | null;
  onFocused(): void;
  actions: ReactNode;
  children: ReactNode;
}

export function SortableItem({
  id,
  name,
  index,
  count,
  onMove,
  focus,
  onFocused,
  actions,
  children,
}: SortableItemProps) {
  const sortable = useSortable({ id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  // A moved entry's node has moved in the page, which drops focus: it goes back to the same button, or
  // to the other one when the entry reached the top or the bottom.
  useEffect(() => {
    if (!focus) return;
    const target = (focus === 'up' && !first) || last ? upRef.current : downRef.current;
    target?.focus();
    onFocused();
  }, [focus, first, last, onFocused]);

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`flex flex-wrap items-start gap-4 rounded-lg border border-border bg-card p-3 ${
        sortable.isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag ${name}`}
          className="cursor-grab touch-none rounded-md p-2 text-muted-fg hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
        <span className="w-6 text-right text-sm tabular-nums text-muted-fg">{index + 1}</span>
      </div>
      <div className="min-w-48 flex-1">{children}</div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          ref={upRef}
          disabled={first}
          onClick={() => onMove(index, index - 1, 'up')}
          aria-label={`Move up ${name}`}
          className={smallButtonClass}
        >
          <ArrowUp aria-hidden className="size-4" /> Move up
        </button>
        <button
          type="button"
          ref={downRef}
          disabled={last}
          onClick={() => onMove(index, index + 1, 'down')}
          aria-label={`Move down ${name}`}
          className={smallButtonClass}
        >
          <ArrowDown aria-hidden className="size-4" /> Move down
        </button>
        {actions}
      </div>
    </li>
  );
}

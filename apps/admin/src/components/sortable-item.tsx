import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { smallButtonClass } from './form-styles';
import { type FocusTarget, useSortableList } from './sortable-list';

interface SortableItemState {
  id: string;
  index: number;
  first: boolean;
  last: boolean;
  sortable: ReturnType<typeof useSortable>;
  /** Moves this entry to another index; focus then goes back to the named button. */
  moveTo(to: number, target?: FocusTarget): void;
  /** The ref of a button that may get focus after a move (see FocusTarget). */
  focusRef(target: FocusTarget): (element: HTMLButtonElement | null) => void;
  /** Puts focus on a button of the entry that will stand at `index` once the list renders again. */
  focusAfterRender(id: string, index: number, target: FocusTarget): void;
}

const SortableItemContext = createContext<SortableItemState | null>(null);

export function useSortableItem(): SortableItemState {
  const state = useContext(SortableItemContext);
  if (!state) throw new Error('This control belongs inside a SortableItem.');
  return state;
}

interface SortableItemProps {
  id: string;
  index: number;
  /** 'li' in an <ol>, 'tr' in a table's body. */
  as?: 'li' | 'tr';
  className: string;
  children: ReactNode;
}

/** One entry of a SortableList; its DragHandle and MoveButtons go anywhere inside it. */
export function SortableItem({ id, index, as: Element = 'li', className, children }: SortableItemProps) {
  const list = useSortableList();
  const sortable = useSortable({ id, disabled: list.disabled });
  const buttons = useRef(new Map<FocusTarget, HTMLButtonElement | null>());
  const refCallbacks = useRef(new Map<FocusTarget, (element: HTMLButtonElement | null) => void>());
  const first = index === 0;
  const last = index === list.count - 1;
  const { pendingFocus, focusAfterRender } = list;
  const wanted = pendingFocus?.id === id && pendingFocus.index === index ? pendingFocus.target : null;

  // A moved entry's node has moved in the page, which drops focus: it goes back to the same button, or
  // to the other one when the entry reached the top or the bottom.
  useEffect(() => {
    if (!wanted) return;
    const moveButton = (wanted === 'up' && !first) || last ? 'up' : 'down';
    buttons.current.get(wanted === 'remove' ? wanted : moveButton)?.focus();
    focusAfterRender(null);
  }, [wanted, first, last, focusAfterRender]);

  const focusRef = (target: FocusTarget) => {
    let callback = refCallbacks.current.get(target);
    if (!callback) {
      callback = (element) => {
        buttons.current.set(target, element);
      };
      refCallbacks.current.set(target, callback);
    }
    return callback;
  };

  const state: SortableItemState = {
    id,
    index,
    first,
    last,
    sortable,
    moveTo: (to, target) => list.move(index, to, target),
    focusRef,
    focusAfterRender: (otherId, otherIndex, target) => focusAfterRender({ id: otherId, index: otherIndex, target }),
  };
  return (
    <Element
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={sortable.isDragging ? `${className} relative z-10 shadow-lg` : className}
    >
      <SortableItemContext.Provider value={state}>{children}</SortableItemContext.Provider>
    </Element>
  );
}

const handleClass = 'cursor-grab touch-none rounded-md p-2 text-muted-fg hover:bg-muted active:cursor-grabbing';

/** The button that picks the entry up, by pointer or with Space or Enter. */
export function DragHandle({ label, className }: { label: string; className?: string }) {
  const { sortable } = useSortableItem();
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      className={className ? `${handleClass} ${className}` : handleClass}
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
}

/** Move up and Move down, one step at a time; each disabled at its end of the list. */
export function MoveButtons({ upLabel, downLabel }: { upLabel: string; downLabel: string }) {
  const { index, first, last, moveTo, focusRef } = useSortableItem();
  return (
    <>
      <button
        type="button"
        ref={focusRef('up')}
        disabled={first}
        onClick={() => moveTo(index - 1, 'up')}
        aria-label={upLabel}
        className={smallButtonClass}
      >
        <ArrowUp aria-hidden className="size-4" /> Move up
      </button>
      <button
        type="button"
        ref={focusRef('down')}
        disabled={last}
        onClick={() => moveTo(index + 1, 'down')}
        aria-label={downLabel}
        className={smallButtonClass}
      >
        <ArrowDown aria-hidden className="size-4" /> Move down
      </button>
    </>
  );
}

/** The entry that takes a removed entry's place: where focus goes next (null: nothing is left). */
export type Neighbour = { id: string; index: number } | null;

/**
 * "Remove" for an entry of a SortableList: `onRemove` takes the entry out and names the neighbour
 * that stands nearest, whose own Remove button gets focus once the list renders again.
 */
export function RemoveButton({
  label,
  index,
  onRemove,
}: {
  label: string;
  index: number;
  onRemove(index: number): Neighbour;
}) {
  const item = useSortableItem();
  return (
    <button
      type="button"
      ref={item.focusRef('remove')}
      onClick={() => {
        const neighbour = onRemove(index);
        if (neighbour) item.focusAfterRender(neighbour.id, neighbour.index, 'remove');
      }}
      aria-label={label}
      className={smallButtonClass}
    >
      <X aria-hidden className="size-4" /> Remove
    </button>
  );
}

import { FEATURED_MAX } from '@atelier/domain/catalogue-admin';
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
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { type FeaturedDesign, FeaturedItem, type FocusTarget } from './featured-item';

const inactiveClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const INSTRUCTIONS =
  'To move a design, press Space or Enter on its drag handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

interface FeaturedListProps {
  designs: FeaturedDesign[];
  /** True while the list on screen differs from the saved one. */
  dirty: boolean;
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onChange(designs: FeaturedDesign[], message: string): void;
  onSave(): void;
  onDiscard(): void;
}

/** The featured designs in home page order: dragged or moved with buttons, then saved together. */
export function FeaturedList({ designs, dirty, saving, error, onChange, onSave, onDiscard }: FeaturedListProps) {
  const [focus, setFocus] = useState<{ id: string; index: number; target: FocusTarget } | null>(null);
  const clearFocus = useCallback(() => setFocus(null), []);
  const saveRef = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = designs.map((design) => design.id);
  const titleOf = (id: UniqueIdentifier) => designs.find((design) => design.id === id)?.title ?? String(id);
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number, target?: FocusTarget) => {
    const id = ids[from];
    if (id === undefined || to < 0 || to >= ids.length || from === to) return;
    onChange(arrayMove(designs, from, to), `“${titleOf(id)}” moved to position ${to + 1} of ${ids.length}.`);
    if (target) setFocus({ id, index: to, target });
  };

  const remove = (index: number) => {
    const design = designs[index];
    if (!design) return;
    const next = designs.filter((_, at) => at !== index);
    onChange(next, `“${design.title}” is taken off the list.`);
    // Focus goes to the Remove button now in the same place, or to Save when the list is empty.
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocus({ id: neighbour.id, index: Math.min(index, next.length - 1), target: 'remove' });
    else saveRef.current?.focus();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${titleOf(active.id)}” was dropped at position ${position(over.id)}.`
        : `“${titleOf(active.id)}” was dropped.`,
    onDragCancel: ({ active }) => `Moving “${titleOf(active.id)}” was cancelled.`,
  };

  return (
    <section aria-labelledby="featured-list-title" className="space-y-3">
      <h2 id="featured-list-title" className="text-lg font-semibold">
        Featured on the home page ({designs.length} of {FEATURED_MAX})
      </h2>
      <p className="text-sm text-muted-fg">
        The home page shows these designs in this order. Moves, additions and removals take effect when you save.
      </p>
      {designs.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
          No designs are featured. Add some below.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol aria-label="Featured designs, in home page order" className="space-y-3">
              {designs.map((design, index) => (
                <FeaturedItem
                  key={design.id}
                  design={design}
                  index={index}
                  count={designs.length}
                  onMove={move}
                  onRemove={remove}
                  focus={focus?.id === design.id && focus.index === index ? focus.target : null}
                  onFocused={clearFocus}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          The featured designs could not be saved: {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled rather than disabled: the button keeps focus after a save or a discard. */}
        <button
          ref={saveRef}
          type="button"
          onClick={() => dirty && !saving && onSave()}
          aria-disabled={!dirty || saving}
          className={`${primaryButtonClass} ${inactiveClass}`}
        >
          {saving ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden className="size-4" />
          )}
          Save featured designs
        </button>
        <button
          type="button"
          onClick={() => dirty && !saving && onDiscard()}
          aria-disabled={!dirty || saving}
          className={`${secondaryButtonClass} ${inactiveClass}`}
        >
          <Undo2 aria-hidden className="size-4" /> Discard changes
        </button>
        <p className="text-sm text-muted-fg">{dirty ? 'Unsaved changes.' : 'The list is saved.'}</p>
      </div>
    </section>
  );
}

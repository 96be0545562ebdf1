import { FEATURED_MAX } from '@atelier/domain/catalogue-admin';
import { arrayMove } from '@dnd-kit/sortable';
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { SortableList } from '../../components/sortable-list';
import { type FeaturedDesign, FeaturedItem } from './featured-item';

const inactiveClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

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
  const saveRef = useRef<HTMLButtonElement>(null);
  const titleOf = (id: string) => designs.find((design) => design.id === id)?.title ?? id;

  /** Takes a design off the list; returns where the Remove button now in its place stands, if any. */
  const remove = (index: number) => {
    const design = designs[index];
    if (!design) return null;
    const next = designs.filter((_, at) => at !== index);
    onChange(next, `“${design.title}” is taken off the list.`);
    // Focus goes to the Remove button now in the same place, or to Save when the list is empty.
    const at = Math.min(index, next.length - 1);
    const neighbour = next[at];
    if (neighbour) return { id: neighbour.id, index: at };
    saveRef.current?.focus();
    return null;
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
        <SortableList
          ids={designs.map((design) => design.id)}
          noun="design"
          nameOf={titleOf}
          onReorder={({ from, to, message }) => onChange(arrayMove(designs, from, to), message)}
        >
          <ol aria-label="Featured designs, in home page order" className="space-y-3">
            {designs.map((design, index) => (
              <FeaturedItem key={design.id} design={design} index={index} onRemove={remove} />
            ))}
          </ol>
        </SortableList>
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

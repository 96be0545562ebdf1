import { Heart } from 'lucide-react';
import { useLocation } from 'react-router';
import { useFavourites } from './favourites-context';
import { FAVOURITES_ACTION } from './server-favourites';

/**
 * The heart: a form posting to the favourites action, so it works before and without scripts (the
 * answer sends the visitor back to this page). Once hydrated, the change is made at once through the
 * favourites context (no navigation) and the post does not happen.
 * `icon` is the round button on a design card; `labelled` shows its words (the design page).
 */
export function FavouriteButton({
  design,
  variant,
  className = '',
}: {
  design: { id: string; title: string };
  variant: 'icon' | 'labelled';
  className?: string;
}) {
  const { isFavourite, setSaved } = useFavourites();
  const location = useLocation();
  const saved = isFavourite(design.id);
  const words = saved ? 'Remove from favourites' : 'Save to favourites';
  return (
    <form
      method="post"
      action={FAVOURITES_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(design.id, !saved);
      }}
    >
      <input type="hidden" name="designId" value={design.id} />
      <input type="hidden" name="saved" value={String(!saved)} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {variant === 'icon' ? (
        <button
          type="submit"
          aria-pressed={saved}
          aria-label={saved ? `Remove ${design.title} from favourites` : `Save ${design.title} to favourites`}
          className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-bg/90 text-fg shadow-sm hover:bg-bg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Heart aria-hidden className={`size-5 ${saved ? 'fill-danger text-danger' : ''}`} />
        </button>
      ) : (
        <button
          type="submit"
          aria-pressed={saved}
          className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-border px-6 py-3 text-lg font-semibold hover:bg-muted sm:w-auto"
        >
          <Heart aria-hidden className={`size-5 ${saved ? 'fill-danger text-danger' : ''}`} />
          {words}
        </button>
      )}
    </form>
  );
}

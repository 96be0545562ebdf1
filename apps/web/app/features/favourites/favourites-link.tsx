import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useFavourites } from './favourites-context';

/** The header's link to the favourites page; the badge shows how many designs are saved. */
export function FavouritesLink() {
  const { ids } = useFavourites();
  const count = ids.length;
  return (
    <Link
      to="/favourites"
      aria-label={count === 1 ? 'Favourites, 1 design' : `Favourites, ${count} designs`}
      className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
    >
      <Heart aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="favourites-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-fg"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

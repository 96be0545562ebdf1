import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../components/count-badge';
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
      <CountBadge count={count} testId="favourites-badge" />
    </Link>
  );
}

import { DesignCard, type DesignCardProps } from '../../components/design-card';
import { FavouriteButton } from './favourite-button';

/** A design card with its favourite button in the picture's corner, as every design list shows it. */
export function DesignCardWithFavourite(props: Omit<DesignCardProps, 'corner'>) {
  return (
    <DesignCard
      {...props}
      // Above the title link's cover, so it is its own control (and tab stop) on the card.
      corner={<FavouriteButton design={props.design} variant="icon" className="absolute top-3 right-3 z-10" />}
    />
  );
}

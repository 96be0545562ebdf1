import { Star } from 'lucide-react';

/** 1 to 5 stars with the rating spelled out for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden className={`size-4 ${star <= value ? 'fill-current' : 'opacity-30'}`} />
      ))}
    </p>
  );
}

import { type RatingSummary, ratingFigure } from '@atelier/domain/studio-content';

/** The studio's figures: founding year and buildings designed as staff set them, the rest counted. */
export interface StudioFiguresView {
  foundedYear: number;
  buildingsDesigned: string;
  serviceCount: number;
  rating: RatingSummary;
}

/** The same four figures on the home and About pages, so the two can never disagree. */
export function StudioFigureList({ figures, className = '' }: { figures: StudioFiguresView; className?: string }) {
  const items = [
    { value: String(figures.foundedYear), label: 'Founded in New York' },
    { value: figures.buildingsDesigned, label: 'Buildings designed' },
    { value: String(figures.serviceCount), label: 'Design services' },
    ...(figures.rating.average === null
      ? []
      : [{ value: ratingFigure(figures.rating.average), label: 'Average client rating' }]),
  ];
  return (
    <dl className={`grid grid-cols-2 gap-4 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border bg-card/80 p-6">
          <dt className="text-sm text-muted-fg">{item.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-primary">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Design } from '@atelier/domain/catalog';
import { ARCHITECTURAL_STYLES, FOUNDATIONS, factLabel, ROOF_TYPES } from '@atelier/domain/design-facts';
import { formatLongDate, formatNumber } from '@atelier/domain/number-format';

function garage(bays: number | null): string | null {
  if (bays === null) return null;
  if (bays === 0) return 'No garage';
  return `${bays} ${bays === 1 ? 'bay' : 'bays'}`;
}

/** Every stated fact of a design; the construction facts a design leaves open are left out. */
export function designSpecifications(design: Design): [string, string][] {
  const rows: [string, string | null][] = [
    ['Plan number', String(design.planNumber)],
    ['Category', design.categoryLabel],
    ['Building type', design.buildingTypeLabel],
    ['Location', design.locationLabel],
    ['Floor area', `${formatNumber(design.area)} sq ft (${formatNumber(Math.round(design.area * 0.092903))} m²)`],
    [
      'Width × depth',
      design.widthFt !== null && design.depthFt !== null
        ? `${formatNumber(design.widthFt)} × ${formatNumber(design.depthFt)} ft`
        : null,
    ],
    ['Stories', String(design.stories)],
    ['Bedrooms', design.bedrooms === null ? 'Not applicable' : String(design.bedrooms)],
    ['Bathrooms', design.bathrooms === null ? 'Not applicable' : String(design.bathrooms)],
    ['Garage', garage(design.garageBays)],
    ['Foundation', factLabel(FOUNDATIONS, design.foundation)],
    ['Roof', factLabel(ROOF_TYPES, design.roofType)],
    ['Style', factLabel(ARCHITECTURAL_STYLES, design.style)],
    ['Listed', formatLongDate(design.createdAt)],
    // Popularity orders the marketplace ("Most popular"); it is the studio's figure, not a fact of the plan.
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

export function DesignSpecifications({ design }: { design: Design }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {designSpecifications(design).map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-muted-fg">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { FeaturedList } from '@atelier/domain/catalogue-admin';
import { DESIGN_STATUSES, type DesignStatus } from '@atelier/domain/design-facts';
import { formatMoney } from '@atelier/domain/money';
import { DesignThumbnail } from '../../components/design-thumbnail';
import { DragHandle, MoveButtons, type Neighbour, RemoveButton, SortableItem } from '../../components/sortable-item';
import { DesignStatusBadge, StatusBadge } from '../../components/status-badge';

export type FeaturedDesign = FeaturedList['designs'][number];
const isDesignStatus = (status: string): status is DesignStatus =>
  (DESIGN_STATUSES as readonly string[]).includes(status);

interface FeaturedItemProps {
  design: FeaturedDesign;
  index: number;
  /** Takes the design off the list; returns the entry whose Remove button then stands in its place. */
  onRemove(index: number): Neighbour;
}

export function FeaturedItem({ design, index, onRemove }: FeaturedItemProps) {
  const published = design.status === 'published';
  return (
    <SortableItem
      id={design.id}
      index={index}
      className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-card p-3"
    >
      <DragHandle label={`Drag ${design.title}`} />
      <span className="w-6 text-right text-sm tabular-nums text-muted-fg">{index + 1}</span>
      <DesignThumbnail image={design.image} size="medium" />
      <div className="min-w-48 flex-1 space-y-1">
        <h3 className="font-medium">{design.title}</h3>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="tabular-nums">{formatMoney(design.priceCents)}</span>
          {isDesignStatus(design.status) ? (
            <DesignStatusBadge status={design.status} />
          ) : (
            <StatusBadge tone="neutral">{design.status}</StatusBadge>
          )}
          {published ? null : <span className="text-muted-fg">Not on the home page until published.</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <MoveButtons upLabel={`Move up ${design.title}`} downLabel={`Move down ${design.title}`} />
        <RemoveButton label={`Remove ${design.title}`} index={index} onRemove={onRemove} />
      </div>
    </SortableItem>
  );
}

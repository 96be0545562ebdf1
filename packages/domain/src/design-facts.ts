/**
 * The facts plan buyers filter by, beyond the spec's Design fields. Plain lists (no zod), so the
 * storefront bundle can use them too.
 */
export const FOUNDATIONS = [
  { id: 'slab', label: 'Slab' },
  { id: 'crawlspace', label: 'Crawlspace' },
  { id: 'basement', label: 'Basement' },
  { id: 'walkout-basement', label: 'Walkout basement' },
  { id: 'pier', label: 'Pier and beam' },
] as const;
export type Foundation = (typeof FOUNDATIONS)[number]['id'];

export const ROOF_TYPES = [
  { id: 'gable', label: 'Gable' },
  { id: 'hip', label: 'Hip' },
  { id: 'flat', label: 'Flat' },
  { id: 'shed', label: 'Shed' },
  { id: 'gambrel', label: 'Gambrel' },
  { id: 'butterfly', label: 'Butterfly' },
] as const;
export type RoofType = (typeof ROOF_TYPES)[number]['id'];

export const ARCHITECTURAL_STYLES = [
  { id: 'modern', label: 'Modern' },
  { id: 'contemporary', label: 'Contemporary' },
  { id: 'farmhouse', label: 'Farmhouse' },
  { id: 'craftsman', label: 'Craftsman' },
  { id: 'scandinavian', label: 'Scandinavian' },
  { id: 'mediterranean', label: 'Mediterranean' },
  { id: 'traditional', label: 'Traditional' },
  { id: 'industrial', label: 'Industrial' },
] as const;
export type ArchitecturalStyle = (typeof ARCHITECTURAL_STYLES)[number]['id'];

/** Drafts never show on the storefront; archived designs stay for their orders but are no longer sold. */
export const DESIGN_STATUSES = ['draft', 'published', 'archived'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
export const DESIGN_STATUS_LABELS: Record<DesignStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The label of a fact id, or null when the design does not state it. */
export function factLabel(
  options: readonly { id: string; label: string }[],
  id: string | null | undefined,
): string | null {
  if (!id) return null;
  return options.find((option) => option.id === id)?.label ?? null;
}

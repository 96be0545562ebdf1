import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { useMemo, useState } from 'react';
import { Announcement } from '../../components/announcement';
import { ErrorState, LoadingState } from '../../components/query-states';
import { errorMessage } from '../../lib/query-client';
import { useFeatured, useSaveFeatured } from './api';
import type { FeaturedDesign } from './featured-item';
import { FeaturedList } from './featured-list';
import { FeaturedSearch } from './featured-search';

const sameOrder = (a: readonly FeaturedDesign[], b: readonly FeaturedDesign[]) =>
  a.length === b.length && a.every((design, index) => design.id === b[index]?.id);

/**
 * /marketplace/featured: the designs the home page shows first. Changes are a draft on this page until
 * saved, so the home page never shows a list halfway through being rearranged.
 */
export function FeaturedPage() {
  const query = useFeatured();
  const save = useSaveFeatured();
  const [draft, setDraft] = useState<FeaturedDesign[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const saved = query.data?.designs;
  const designs = draft ?? saved ?? [];
  const dirty = draft !== null && saved !== undefined && !sameOrder(draft, saved);
  const featuredIds = useMemo(() => new Set(designs.map((design) => design.id)), [designs]);

  if (query.isError && !saved) {
    return (
      <ErrorState
        title="The featured designs could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!saved) return <LoadingState>Loading featured designs...</LoadingState>;

  const change = (next: FeaturedDesign[], message: string) => {
    save.reset();
    setDraft(next);
    setAnnouncement(`${message} Save the featured designs to update the home page.`);
  };

  const add = (design: StaffDesignRow) => {
    const { id, title, image, priceCents, status } = design;
    change(
      [...designs, { id, title, image, priceCents, status }],
      `“${title}” is added at position ${designs.length + 1}.`,
    );
  };

  const saveList = () =>
    save.mutate(
      designs.map((design) => design.id),
      {
        onSuccess: () => {
          setDraft(null);
          setAnnouncement('The featured designs are saved. The home page shows them in this order.');
        },
      },
    );

  const discard = () => {
    save.reset();
    setDraft(null);
    setAnnouncement('Your changes are discarded. The list shows the saved featured designs.');
  };

  return (
    <div className="space-y-8">
      <Announcement>{announcement}</Announcement>
      <FeaturedList
        designs={designs}
        dirty={dirty}
        saving={save.isPending}
        error={save.error ? errorMessage(save.error) : null}
        onChange={change}
        onSave={saveList}
        onDiscard={discard}
      />
      <FeaturedSearch featuredIds={featuredIds} onAdd={add} />
    </div>
  );
}

import type { StaffTestimonial } from '@atelier/domain/content-admin';
import { ratingFigure } from '@atelier/domain/studio-content';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { StatusBadge } from '../../components/status-badge';
import { testimonialsResource, useContentList, useEntryOrder } from './api';
import { EntryList } from './entry-list';
import { ListSection, OrderError, PortraitThumb } from './page-parts';
import { PhotoActions } from './photo-actions';
import { AddTestimonial, DeleteTestimonial, EditTestimonial } from './testimonial-actions';

function TestimonialSummary({ testimonial }: { testimonial: StaffTestimonial }) {
  return (
    <div className="flex items-start gap-3">
      <PortraitThumb avatar={testimonial.avatar} />
      <div className="space-y-1">
        <h3 className="font-medium">{testimonial.name}</h3>
        <p className="text-sm text-muted-fg">
          {testimonial.role}
          {testimonial.company ? `, ${testimonial.company}` : ''}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>Rated {testimonial.rating} of 5</span>
          {testimonial.published ? (
            <StatusBadge tone="success">Published</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">Hidden</StatusBadge>
          )}
          {testimonial.featured ? <StatusBadge tone="info">Featured</StatusBadge> : null}
        </p>
        <p className="line-clamp-2 text-sm text-muted-fg">“{testimonial.content}”</p>
      </div>
    </div>
  );
}

/** /content/testimonials: client testimonials in storefront order, and the rating they make. */
export function TestimonialsPage() {
  const query = useContentList(testimonialsResource);
  const order = useEntryOrder(testimonialsResource);
  const [announcement, setAnnouncement] = useState('');

  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The testimonials could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <LoadingState>Loading testimonials...</LoadingState>;
  const { testimonials, rating } = query.data;

  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <p className="rounded-lg border border-border bg-card px-4 py-3">
        {rating.average === null
          ? 'No testimonial is published, so the home and About pages show no average rating.'
          : `Average client rating: ${ratingFigure(rating.average)} from ${rating.count} published testimonial${
              rating.count === 1 ? '' : 's'
            }. The home and About pages show this figure.`}
      </p>
      <ListSection
        id="testimonial-list-title"
        title="Testimonials in storefront order"
        note="A new order is saved as soon as a testimonial moves. The home page shows the first three featured ones."
        action={<AddTestimonial announce={setAnnouncement} />}
      >
        <OrderError error={order.error} />
        {testimonials.length === 0 ? (
          <EmptyState>No testimonials yet.</EmptyState>
        ) : (
          <EntryList<StaffTestimonial>
            items={testimonials}
            label="Testimonials, in storefront order"
            noun="testimonial"
            nameOf={(testimonial) => testimonial.name}
            onReorder={(ids, message) => {
              order.reorder(ids);
              setAnnouncement(message);
            }}
            actions={(testimonial) => (
              <>
                <EditTestimonial testimonial={testimonial} announce={setAnnouncement} />
                <PhotoActions
                  resource={testimonialsResource}
                  id={testimonial.id}
                  name={testimonial.name}
                  hasPhoto={testimonial.hasPhoto}
                  announce={setAnnouncement}
                />
                <DeleteTestimonial testimonial={testimonial} announce={setAnnouncement} />
              </>
            )}
          >
            {(testimonial) => <TestimonialSummary testimonial={testimonial} />}
          </EntryList>
        )}
      </ListSection>
    </div>
  );
}

import type { Design } from '@atelier/domain/catalog';
import {
  DESIGN_IMAGE_RATIO,
  type DesignImageView,
  designImageFallbackFormat,
  designImageSrcSet,
  designImageUrl,
} from '@atelier/domain/design-images';
import { formatNumber } from '@atelier/domain/number-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SaleBadge, SalePrice } from './sale-price';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw';

/**
 * A design picture (generated artwork or an uploaded photograph) in AVIF or WebP at the width the
 * layout needs, with a PNG or JPEG fallback. Width and height are always set, so nothing shifts
 * while it loads. `proportions` keeps an uploaded picture's own shape instead of cropping it to 8:5.
 */
export function DesignPicture({
  image,
  view,
  alt,
  sizes = CARD_SIZES,
  priority = false,
  proportions,
  className = '',
}: {
  image: string;
  /** A view of the generated artwork; uploaded pictures have none. */
  view?: DesignImageView;
  alt: string;
  sizes?: string;
  /** Above the fold: load at once and early (the page's largest paint). */
  priority?: boolean;
  proportions?: { width: number; height: number };
  className?: string;
}) {
  const width = 640;
  const ratio = proportions ?? DESIGN_IMAGE_RATIO;
  const height = Math.round((width * ratio.height) / ratio.width);
  return (
    <picture>
      <source type="image/avif" srcSet={designImageSrcSet(image, 'avif', view)} sizes={sizes} />
      <source type="image/webp" srcSet={designImageSrcSet(image, 'webp', view)} sizes={sizes} />
      <img
        src={designImageUrl(image, { view, width, format: designImageFallbackFormat(image) })}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`w-full bg-muted ${proportions ? 'h-auto' : 'aspect-[8/5] object-cover'} ${className}`}
      />
    </picture>
  );
}

export interface DesignCardProps {
  design: Design;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** A control in the picture's top right corner (the favourite button), above the card's link. */
  corner?: ReactNode;
  /** A line under the facts about this design in the list's context (how it fits the visitor's lot). */
  note?: string;
  /** Query parameters the design page should keep (the lot it is drawn on), e.g. `?lotWidth=60&lotDepth=120`. */
  linkSearch?: string;
}

export function DesignCard({
  design,
  priority = false,
  headingLevel = 3,
  corner,
  note,
  linkSearch = '',
}: DesignCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [
    `${formatNumber(design.area)} sq ft`,
    design.bedrooms !== null ? `${design.bedrooms} bd` : null,
    design.bathrooms !== null ? `${design.bathrooms} ba` : null,
    `${design.stories} ${design.stories === 1 ? 'storey' : 'storeys'}`,
  ].filter(Boolean);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-md focus-within:ring-2 focus-within:ring-primary">
      {/* The title link names the card; a stated alt text describes an uploaded cover. */}
      <DesignPicture image={design.image} alt={design.imageAlt ?? ''} priority={priority} />
      {design.featured && (
        <span className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white dark:text-bg">
          Featured
        </span>
      )}
      {corner}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-medium tracking-wide text-muted-fg uppercase">
          {design.categoryLabel} · {design.locationLabel}
        </p>
        <Heading className="mt-1 text-lg font-semibold">
          {/* The link covers the whole card; the card itself stays one tab stop. */}
          <Link
            to={`/design/${design.id}${linkSearch}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {design.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-fg">{facts.join(' · ')}</p>
        {note ? <p className="mt-1 text-sm font-medium text-success">{note}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-3">
          <p className="text-lg font-bold">
            <SalePrice cents={design.price} listCents={design.sale?.listPrice} />
          </p>
          {design.sale && <SaleBadge sale={design.sale} />}
        </div>
      </div>
    </article>
  );
}

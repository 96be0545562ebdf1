import { designImageUrl } from '@atelier/domain/design-images';

/** Width × height in pixels, and the box's classes, of each size the admin shows a design's picture at. */
const SIZES = {
  /** A list row's cover. */
  small: { width: 64, height: 40, box: 'h-10 w-16 rounded' },
  /** An entry of a list to reorder. */
  medium: { width: 96, height: 60, box: 'h-[60px] w-24 rounded-md' },
  /** A picture being edited. */
  large: { width: 160, height: 100, box: 'h-[100px] w-40 rounded-md' },
} as const;

interface DesignThumbnailProps {
  /** The stored picture; without one, an empty dashed box keeps the place. */
  image: string | null;
  size: keyof typeof SIZES;
  /** Loaded only once scrolled near (the default), or at once. */
  lazy?: boolean;
}

/** A design's picture, decorative: the text beside it names the design. */
export function DesignThumbnail({ image, size, lazy = true }: DesignThumbnailProps) {
  const { width, height, box } = SIZES[size];
  if (!image) return <span className={`block ${box} shrink-0 border border-dashed border-border`} />;
  return (
    <img
      src={designImageUrl(image, { width: 320, format: 'webp' })}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={`${box} shrink-0 border border-border object-cover`}
    />
  );
}

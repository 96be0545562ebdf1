import {
  DESIGN_IMAGE_RATIO,
  DESIGN_IMAGE_VIEWS,
  type DesignImageView,
  isUploadedImage,
} from '@atelier/domain/design-images';
import { Link } from 'react-router';
import { DesignPicture } from '../../components/design-card';

const VIEW_LABELS: Record<DesignImageView, string> = {
  elevation: 'Front elevation',
  dusk: 'Evening view',
  plan: 'Ground-floor plan',
};

/** One uploaded picture: its base URL, alt text and stored proportions. */
export interface GalleryPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

function isDesignView(value: string | null): value is DesignImageView {
  return DESIGN_IMAGE_VIEWS.includes(value as DesignImageView);
}

/** The same page with one parameter changed, keeping the others (a preview link's token among them). */
function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  const search = next.toString();
  return search ? `?${search}` : '.';
}

const thumbClass = (current: boolean) =>
  `block overflow-hidden rounded-md border-2 ${current ? 'border-primary' : 'border-transparent hover:border-border'}`;

/**
 * The design's uploaded pictures when it has any, otherwise the three views of its generated artwork.
 * The chosen picture is in the URL (?view=plan, ?picture=2), so each can be linked and works without
 * JavaScript.
 */
export function DesignGallery({
  image,
  imageAlt,
  title,
  pictures,
  searchParams,
}: {
  image: string;
  imageAlt: string | null;
  title: string;
  pictures: GalleryPicture[];
  searchParams: URLSearchParams;
}) {
  if (pictures.length > 0) return <PictureGallery pictures={pictures} searchParams={searchParams} />;
  if (isUploadedImage(image)) {
    const cover = { url: image, alt: imageAlt ?? title, ...DESIGN_IMAGE_RATIO };
    return <PictureGallery pictures={[cover]} searchParams={searchParams} />;
  }
  const requested = searchParams.get('view');
  const view = isDesignView(requested) ? requested : 'elevation';
  return <ArtworkGallery image={image} title={title} view={view} searchParams={searchParams} />;
}

function PictureGallery({ pictures, searchParams }: { pictures: GalleryPicture[]; searchParams: URLSearchParams }) {
  const requested = Number(searchParams.get('picture'));
  const index = Number.isInteger(requested) && requested >= 1 && requested <= pictures.length ? requested - 1 : 0;
  const shown = pictures[index] ?? pictures[0];
  if (!shown) return null;
  return (
    <div>
      <div className="overflow-hidden rounded-lg border border-border bg-muted">
        <DesignPicture
          image={shown.url}
          alt={shown.alt}
          proportions={shown}
          sizes="(min-width: 1024px) 640px, 94vw"
          priority
          className="max-h-[70vh] object-contain"
        />
      </div>
      {pictures.length > 1 && (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {pictures.map((picture, position) => (
            <li key={picture.url}>
              <Link
                to={withParam(searchParams, 'picture', position === 0 ? null : String(position + 1))}
                replace
                preventScrollReset
                aria-current={position === index ? 'true' : undefined}
                className={thumbClass(position === index)}
              >
                <DesignPicture image={picture.url} alt="" sizes="(min-width: 1024px) 160px, 30vw" />
                <span className="sr-only">{`Show picture ${position + 1} of ${pictures.length}: ${picture.alt}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ArtworkGallery({
  image,
  title,
  view,
  searchParams,
}: {
  image: string;
  title: string;
  view: DesignImageView;
  searchParams: URLSearchParams;
}) {
  return (
    <div>
      <div className="overflow-hidden rounded-lg border border-border">
        <DesignPicture
          image={image}
          view={view}
          alt={`${title}: ${VIEW_LABELS[view].toLowerCase()}`}
          sizes="(min-width: 1024px) 640px, 94vw"
          priority
        />
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {DESIGN_IMAGE_VIEWS.map((option) => (
          <li key={option}>
            <Link
              to={withParam(searchParams, 'view', option === 'elevation' ? null : option)}
              replace
              preventScrollReset
              aria-current={option === view ? 'true' : undefined}
              className={thumbClass(option === view)}
            >
              <DesignPicture image={image} view={option} alt="" sizes="(min-width: 1024px) 200px, 30vw" />
              <span className="block px-1 py-1 text-center text-xs font-medium">{VIEW_LABELS[option]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { DESIGN_IMAGE_VIEWS, type DesignImageView } from '@atelier/domain/catalog';
import { Link } from 'react-router';
import { DesignPicture } from '../../components/design-card';

export const VIEW_LABELS: Record<DesignImageView, string> = {
  elevation: 'Front elevation',
  dusk: 'Evening view',
  plan: 'Ground-floor plan',
};

export function isDesignView(value: string | null): value is DesignImageView {
  return DESIGN_IMAGE_VIEWS.includes(value as DesignImageView);
}

/** The chosen view is in the URL (?view=plan), so each picture can be linked and works without JavaScript. */
export function DesignGallery({ image, title, view }: { image: string; title: string; view: DesignImageView }) {
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
              to={option === 'elevation' ? '.' : `?view=${option}`}
              replace
              preventScrollReset
              aria-current={option === view ? 'true' : undefined}
              className={`block overflow-hidden rounded-md border-2 ${option === view ? 'border-primary' : 'border-transparent hover:border-border'}`}
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

import { DEFAULT_STUDIO_DETAILS, type StorefrontStudio, storefrontStudio } from '@atelier/domain/studio-details';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

const defaultStudio = storefrontStudio(DEFAULT_STUDIO_DETAILS);

/** The studio's name and contact details from the settings page (the defaults if the root loader failed). */
export function useStudio(): StorefrontStudio {
  return useRouteLoaderData<typeof rootLoader>('root')?.studio ?? defaultStudio;
}

/** The site's main pages, in the footer and on the sitemap page. */
export const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/services', label: 'Services' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

// Footer links are static so the minimal layout (no loader data) shows the same footer.
const serviceLinks = [
  { to: '/services/residential-design', label: 'Residential Design' },
  { to: '/services/commercial-architecture', label: 'Commercial Architecture' },
  { to: '/services/urban-planning', label: 'Urban Planning' },
  { to: '/services/sustainable-design', label: 'Sustainable Design' },
  { to: '/services/renovation-restoration', label: 'Renovation & Restoration' },
  { to: '/services/interior-design', label: 'Interior Design' },
  { to: '/services/3d-visualization', label: '3D Visualization' },
  { to: '/services/building-construction', label: 'Building Construction' },
  { to: '/services/property-estate-management', label: 'Property & Estate Management' },
];

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-fg';
const linkClass = 'hover:text-fg hover:underline';

/** One titled column of footer links. */
function FooterLinks({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SPEC §2 footer: quick links, services, contact lines, the studio's social profiles (if set), legal links,
 * founded 2010.
 * With chatClearance the last line ends 5rem above the page bottom, clear of the floating chat button.
 */
export function SiteFooter({ chatClearance = false }: { chatClearance?: boolean }) {
  const studio = useStudio();
  return (
    <footer className="mt-16 print:hidden border-t border-border bg-muted text-sm text-muted-fg">
      <div id="footer-links" className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-bold text-fg">{studio.name}</p>
          <p>Architectural design studio and plan marketplace. Designing places people love since 2010.</p>
          <p className="font-medium">Founded in 2010</p>
          {/* The studio's profiles set under Settings → General, and nothing until one is. */}
          {studio.socialProfiles.length > 0 && (
            <ul aria-label="Follow us" className="flex flex-wrap gap-x-4 gap-y-1">
              {studio.socialProfiles.map((profile) => (
                <li key={profile.label}>
                  <a href={profile.url} rel="me noopener" className={linkClass}>
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks label="Quick links" title="Quick Links" links={quickLinks} />
        <FooterLinks label="Services" title="Services" links={serviceLinks} />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-3 space-y-2 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                {studio.addressLines.map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 && <br />}
                    {line}
                  </Fragment>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{studio.phone}</span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{studio.email}</span>
            </p>
          </address>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/account" className={linkClass}>
              Your account
            </Link>
            <Link to="/find-order" className={linkClass}>
              Find my order
            </Link>
          </p>
        </div>
      </div>
      <div className="border-t border-border">
        <div
          className={`mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 sm:flex-row sm:items-center sm:justify-between ${chatClearance ? 'pb-20' : 'pb-6'}`}
        >
          <p>
            © 2010–{new Date().getFullYear()} {studio.name}. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
            <Link to="/sitemap" className={linkClass}>
              Sitemap
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}

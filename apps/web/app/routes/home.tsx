import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceCard } from '../components/service-card';
import { StudioFigureList } from '../components/studio-figures';
import { TestimonialCard } from '../components/testimonial-card';
import { DesignCardWithFavourite } from '../features/favourites/design-card-with-favourite';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: 'Atelier Plans',
    description: `Ready-made house and building plans and architectural design services from a New York studio founded in ${loaderData?.figures.foundedYear ?? 2010}.`,
    path: canonicalUrl(matches, '/'),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, content } = context.services;
  const [featured, services, testimonials, figures] = await Promise.all([
    catalog.featuredDesigns(),
    content.listServices(),
    content.listTestimonials(),
    content.studioFigures(),
  ]);
  return {
    featured,
    services: services.filter((service) => service.featured).slice(0, 6),
    testimonials: testimonials.filter((testimonial) => testimonial.featured).slice(0, 3),
    figures,
  };
}

const buttonClass = 'inline-flex h-12 items-center gap-2 rounded-md px-6 font-medium motion-press';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-br from-primary/15 via-bg to-accent/10">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 lg:grid-cols-2 lg:items-center lg:py-28">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Architecture studio since {figures.foundedYear}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              Architectural designs, ready to build
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-fg">
              Buy complete, permit-ready plan sets for homes, cabins, offices and mixed-use buildings, or work with our
              New York team on a design made for your site.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/marketplace" className={`${buttonClass} bg-primary text-primary-fg`}>
                Browse All Designs <ArrowRight aria-hidden className="size-4" />
              </Link>
              <Link to="/services" className={`${buttonClass} border border-border bg-bg hover:bg-muted`}>
                Explore Services
              </Link>
            </div>
          </div>
          <StudioFigureList figures={figures} />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold">
              Featured designs
            </h2>
            <p className="mt-2 text-muted-fg">Our most requested plan sets, ready to download after purchase.</p>
          </div>
          <Link to="/marketplace" className="font-medium text-primary hover:underline">
            View all designs
          </Link>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.featured.map((design) => (
            <DesignCardWithFavourite key={design.id} design={design} />
          ))}
        </div>
      </section>

      <section aria-labelledby="services-heading" className="border-y border-border bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="services-heading" className="text-3xl font-bold">
            Design services
          </h2>
          <p className="mt-2 max-w-2xl text-muted-fg">
            From a single home to a new neighbourhood, our architects take projects from first sketch to handover.
          </p>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
          <Link to="/services" className="mt-8 inline-block font-medium text-primary hover:underline">
            All services
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="testimonials-heading" className="text-3xl font-bold">
          What our clients say
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {loaderData.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-8">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-8 py-12 text-primary-fg md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-3xl font-bold">Have a project in mind?</h2>
            <p className="mt-2 max-w-xl opacity-90">
              Tell us about your site and your brief. We reply within one business day.
            </p>
          </div>
          <Link to="/contact" className={`${buttonClass} bg-primary-fg text-primary`}>
            Start a conversation
          </Link>
        </div>
      </section>
    </>
  );
}

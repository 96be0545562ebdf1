import { ratingFigure } from '@atelier/domain/studio-content';
import { PageIntro } from '../components/page-intro';
import { PersonPortrait } from '../components/person-portrait';
import { StudioFigureList } from '../components/studio-figures';
import { TestimonialCard } from '../components/testimonial-card';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: 'About',
    description: `Atelier Plans is a New York architecture studio founded in ${loaderData?.figures.foundedYear ?? 2010}. Meet the team and read what our clients say.`,
    path: canonicalUrl(matches, '/about'),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.services;
  const [team, testimonials, figures] = await Promise.all([
    content.listTeam(),
    content.listTestimonials(),
    content.studioFigures(),
  ]);
  return { team, testimonials, figures };
}

const values = [
  {
    title: 'Buildable by design',
    text: 'Every drawing we sell or deliver is detailed enough for a builder to price and build from.',
  },
  {
    title: 'Climate first',
    text: 'Orientation, envelope and materials are settled early, so our buildings use less energy for decades.',
  },
  {
    title: 'Clear and fair',
    text: 'Fixed prices for plan sets, written fee proposals for services, and no surprises in between.',
  },
];

// The first milestone is the founding year staff set (Site texts); the later ones are the studio's story.
const laterMilestones = [
  { year: '2014', text: 'First commercial and healthcare commissions.' },
  { year: '2018', text: 'Sustainability practice and passive house certification.' },
  { year: '2022', text: 'Ready-made plan marketplace opens to buyers everywhere.' },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { team, testimonials, figures } = loaderData;
  const { rating, foundedYear } = figures;
  const milestones = [
    { year: String(foundedYear), text: 'Studio founded in New York by Alexandra Reed.' },
    ...laterMilestones,
  ];
  return (
    <>
      <PageIntro eyebrow="About us" title={`A New York studio since ${foundedYear}`}>
        Atelier Plans began in {foundedYear} as a small practice designing family homes. Today our architects, planners
        and visualisers work on homes, workplaces and neighbourhoods, and share their best plans with buyers everywhere.
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="text-2xl font-bold">
            The studio in figures
          </h2>
          <StudioFigureList figures={figures} className="mt-6 lg:grid-cols-4" />
        </section>

        <section aria-labelledby="story-heading" className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-2xl font-bold">
              Our story
            </h2>
            <ol className="mt-6 space-y-4 border-l-2 border-primary/30 pl-6">
              {milestones.map((milestone) => (
                <li key={milestone.year}>
                  <p className="font-semibold text-primary">{milestone.year}</p>
                  <p className="text-muted-fg">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className="text-2xl font-bold">What we value</h2>
            <ul className="mt-6 space-y-4">
              {values.map((value) => (
                <li key={value.title} className="rounded-lg border border-border bg-card p-5">
                  <h3 className="font-semibold">{value.title}</h3>
                  <p className="mt-1 text-sm text-muted-fg">{value.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-2xl font-bold">
            Our team
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li
                key={member.id}
                className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center motion-lift"
              >
                <PersonPortrait name={member.name} avatar={member.avatar} size="lg" />
                <div>
                  <h3 className="font-semibold">{member.name}</h3>
                  <p className="text-sm text-primary">{member.role}</p>
                </div>
                <p className="text-sm text-muted-fg">{member.bio}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading" className="text-2xl font-bold">
            Client testimonials
          </h2>
          {rating.average !== null && (
            <p className="mt-2 text-muted-fg">
              Average rating {ratingFigure(rating.average)} from {rating.count}{' '}
              {rating.count === 1 ? 'client' : 'clients'}.
            </p>
          )}
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

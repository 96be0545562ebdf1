import { formatLongDate } from '@atelier/domain/number-format';
import { textParagraphs } from '@atelier/domain/studio-content';
import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { canonicalUrl } from '../layouts/canonical';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/licence';

const DESCRIPTION =
  'The licence for plan sets bought from Atelier Plans: what you may build with them, who may modify them, and what may not be shared.';

export async function loader({ context }: Route.LoaderArgs) {
  const licence = await context.services.content.planLicence();
  return {
    title: licence.title,
    paragraphs: textParagraphs(licence.body),
    updatedAt: licence.updatedAt?.toISOString() ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.title ?? 'Plan licence',
    description: DESCRIPTION,
    path: canonicalUrl(matches, '/licence'),
  });

// A fixed locale and time zone, so the server and the browser write the same date.

/** /licence: the plan licence buyers accept at checkout, as staff last wrote it. */
export default function Licence({ loaderData }: Route.ComponentProps) {
  const { title, paragraphs, updatedAt } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Buying plans" title={title}>
        {updatedAt ? <p>Last updated {formatLongDate(updatedAt)}.</p> : null}
      </PageIntro>
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-12 leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          // The paragraphs have no ids of their own; their order is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
        <p className="border-t border-border pt-6 text-muted-fg">
          Questions about the licence?{' '}
          <Link to="/contact" className="font-medium text-primary underline">
            Contact us
          </Link>{' '}
          before you build.
        </p>
      </article>
    </>
  );
}

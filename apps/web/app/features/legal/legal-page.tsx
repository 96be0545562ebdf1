import { formatLongDate } from '@atelier/domain/number-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import type { LegalPageData } from './legal-text.server';

/**
 * /licence, /privacy and /terms: a legal text as staff last published it, with its version and date. An
 * earlier version (linked from an order, for instance) says so and links to the one in effect.
 */
export function LegalPage({ text, eyebrow, children }: { text: LegalPageData; eyebrow: string; children: ReactNode }) {
  const { title, paragraphs, version, publishedAt, current, path } = text;
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        <p>
          Version {version}, in effect {current ? 'from' : 'since'} {formatLongDate(publishedAt)}.
        </p>
      </PageIntro>
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-12 leading-relaxed">
        {current ? (
          <p role="note" className="rounded-md border border-border bg-muted p-4 text-sm">
            This is an earlier version. Version {current.version} is in effect now:{' '}
            <Link to={path} className="font-medium text-primary underline">
              read the {current.title}
            </Link>
            .
          </p>
        ) : null}
        {paragraphs.map((paragraph, index) => (
          // The paragraphs have no ids of their own; their order is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
        <p className="border-t border-border pt-6 text-muted-fg">{children}</p>
      </article>
    </>
  );
}

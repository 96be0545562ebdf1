import {
  LEGAL_DOCUMENT_LABELS,
  type LegalDocument,
  type LegalTextInput,
  legalTextInputSchema,
  type SiteTexts,
} from '@atelier/domain/content-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, linkClass, textareaClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { usePublishLegalText } from './api';

/** What each legal text is for, under its heading. */
const PURPOSES: Record<LegalDocument, string> = {
  licence: 'Buyers accept this licence at checkout.',
  privacy: 'How the shop handles personal data; linked from every page and from checkout.',
  terms: 'The terms every order is placed under: payment, delivery, refunds.',
};

const externalLink = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noreferrer" className={`${linkClass} inline-flex gap-1`}>
    {text} <ExternalLink aria-hidden className="size-4 self-center" />
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);

/**
 * One legal text (plan licence, privacy policy, terms of service). Saving publishes a new version; the
 * earlier ones stay readable on the storefront (`?version=N`), listed here with who published them.
 */
export function LegalTextForm({
  document,
  site,
  announce,
}: {
  document: LegalDocument;
  site: SiteTexts;
  announce(message: string): void;
}) {
  const label = LEGAL_DOCUMENT_LABELS[document];
  const text = site.legal[document];
  const publish = usePublishLegalText(document);
  const form = useForm<LegalTextInput>({
    resolver: zodResolver(legalTextInputSchema),
    defaultValues: { title: text.title, body: text.body },
  });
  const { errors } = form.formState;

  const submit = (values: LegalTextInput) => {
    announce('');
    publish.mutate(values, {
      onSuccess: (saved) => {
        const published = saved.legal[document];
        form.reset({ title: published.title, body: published.body });
        announce(
          published.version === text.version
            ? `The ${label.toLowerCase()} has not changed: version ${text.version} stays in effect.`
            : `Version ${published.version} of the ${label.toLowerCase()} is published. Visitors see it on its page.`,
        );
      },
      onError: (error) => {
        if (showFieldErrors(form, error, ['title', 'body'])) publish.reset();
      },
    });
  };

  const headingId = `legal-${document}-title`;
  return (
    <SectionCard
      id={headingId}
      title={label}
      description={
        <>
          {PURPOSES[document]} Version {text.version}, published <DateTime value={text.publishedAt} style="date" />
          {text.publishedBy ? ` by ${text.publishedBy}` : ''}.{' '}
          {externalLink(text.url, `View the ${label.toLowerCase()} page`)}
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" aria-labelledby={headingId}>
        <FormField label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField
          label="Text"
          hint="Plain text. Leave a blank line between paragraphs; each becomes a paragraph on the page. Saving publishes a new version."
          error={errors.body?.message}
        >
          {(control) => <textarea {...control} {...form.register('body')} rows={14} className={textareaClass} />}
        </FormField>
        <FormActions error={publish.error ? errorMessage(publish.error) : null} pending={publish.isPending}>
          Publish version {text.version + 1}
        </FormActions>
      </form>
      {text.earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Earlier versions ({text.earlier.length})</summary>
          <ul className="mt-2 space-y-1">
            {text.earlier.map((entry) => (
              <li key={entry.version}>
                Version {entry.version}, <DateTime value={entry.publishedAt} style="date" />
                {entry.publishedBy ? ` by ${entry.publishedBy}` : ''}:{' '}
                {externalLink(`${text.url}?version=${entry.version}`, `Read version ${entry.version}`)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </SectionCard>
  );
}

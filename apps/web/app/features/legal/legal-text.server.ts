import { LEGAL_DOCUMENT_PATHS, type LegalDocument } from '@atelier/domain/content-admin';
import { textParagraphs } from '@atelier/domain/studio-content';
import { type AppLoadContext, data } from 'react-router';

/** A legal text as its page shows it: the version asked for (`?version=N`), else the one in effect. */
export interface LegalPageData {
  path: string;
  title: string;
  paragraphs: string[];
  version: number;
  publishedAt: string;
  /** The version in effect, when the page shows an earlier one. */
  current: { version: number; title: string } | null;
}

export async function loadLegalText(context: AppLoadContext, document: LegalDocument, request: Request) {
  const content = context.services.content;
  const inEffect = await content.legalText(document);
  const asked = new URL(request.url).searchParams.get('version');
  let shown = inEffect;
  if (asked !== null) {
    const version = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
    const found = version === null ? null : await content.legalTextVersion(document, version);
    if (!found) throw data(null, { status: 404 });
    shown = found;
  }
  return {
    path: LEGAL_DOCUMENT_PATHS[document],
    title: shown.title,
    paragraphs: textParagraphs(shown.body),
    version: shown.version,
    publishedAt: shown.publishedAt.toISOString(),
    current: shown.version === inEffect.version ? null : { version: inEffect.version, title: inEffect.title },
  } satisfies LegalPageData;
}

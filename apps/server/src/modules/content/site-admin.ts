import {
  LEGAL_DOCUMENT_PATHS,
  LEGAL_DOCUMENTS,
  type LegalDocument,
  type LegalTextInput,
  type SiteTexts,
  type StaffLegalText,
  type StudioFigures,
} from '@atelier/domain/content-admin';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { STUDIO_FIGURES_KEY } from '../../db/seed/site-texts.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { recordContentChange } from './audit.ts';
import { legalTextHistory, publishLegalText } from './legal/store.ts';
import { ratingSummary } from './service.ts';
import { readSiteTexts, writeSetting } from './site-texts.ts';

/** The Site texts page: the studio figures staff set and the legal texts, each with its versions. */
export function createSiteAdmin(db: Database, publicOrigin: string) {
  async function read(): Promise<SiteTexts> {
    const [{ figures, legal }, histories, [serviceRows], rating] = await Promise.all([
      readSiteTexts(db),
      Promise.all(LEGAL_DOCUMENTS.map((document) => legalTextHistory(db, document))),
      db.select({ total: count() }).from(services),
      ratingSummary(db),
    ]);
    const staffView = (document: LegalDocument, index: number): StaffLegalText => {
      const { title, body, version, publishedAt } = legal[document];
      const history = histories[index] ?? [];
      return {
        title,
        body,
        version,
        publishedAt: publishedAt.toISOString(),
        publishedBy: history.find((entry) => entry.version === version)?.publishedBy ?? null,
        url: `${publicOrigin}${LEGAL_DOCUMENT_PATHS[document]}`,
        earlier: history.filter((entry) => entry.version < version),
      };
    };
    return {
      figures,
      legal: { licence: staffView('licence', 0), privacy: staffView('privacy', 1), terms: staffView('terms', 2) },
      computed: { serviceCount: serviceRows?.total ?? 0, rating },
    };
  }

  return {
    read,

    async setFigures(figures: StudioFigures, actor: StaffActor): Promise<SiteTexts> {
      await db.transaction(async (tx) => {
        await writeSetting(tx, STUDIO_FIGURES_KEY, figures);
        await recordContentChange(
          tx,
          actor,
          'site.figures',
          { type: 'setting', id: STUDIO_FIGURES_KEY },
          {
            foundedYear: figures.foundedYear,
            buildingsDesigned: figures.buildingsDesigned,
          },
        );
      });
      return read();
    },

    /** Publishes a new version of a legal text; saving the text in effect again changes nothing. */
    async publishLegalText(document: LegalDocument, text: LegalTextInput, actor: StaffActor): Promise<SiteTexts> {
      // One kind of line break, so the paragraphs (blank lines) read the same from every browser.
      const body = text.body.replace(/\r\n?/g, '\n');
      await db.transaction(async (tx) => {
        const version = await publishLegalText(tx, document, { title: text.title, body }, actor.id);
        if (version === null) return;
        await recordContentChange(
          tx,
          actor,
          'site.legal',
          { type: 'legal_text', id: document },
          { title: text.title, version },
        );
      });
      return read();
    },
  };
}

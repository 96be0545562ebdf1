import type { PlanLicence, SiteTexts, StudioFigures } from '@atelier/domain/content-admin';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { PLAN_LICENCE_KEY, STUDIO_FIGURES_KEY } from '../../db/seed/site-texts.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { recordContentChange } from './audit.ts';
import { ratingSummary } from './service.ts';
import { readSiteTexts, writeSetting } from './site-texts.ts';

/** The Site texts page: the studio figures staff set and the plan licence text. */
export function createSiteAdmin(db: Database, publicOrigin: string) {
  async function read(): Promise<SiteTexts> {
    const [{ figures, licence }, [serviceRows], rating] = await Promise.all([
      readSiteTexts(db),
      db.select({ total: count() }).from(services),
      ratingSummary(db),
    ]);
    return {
      figures,
      licence: { title: licence.title, body: licence.body, updatedAt: licence.updatedAt?.toISOString() ?? null },
      licenceUrl: `${publicOrigin}/licence`,
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

    async setLicence(licence: PlanLicence, actor: StaffActor): Promise<SiteTexts> {
      // One kind of line break, so the paragraphs (blank lines) read the same from every browser.
      const body = licence.body.replace(/\r\n?/g, '\n');
      await db.transaction(async (tx) => {
        await writeSetting(tx, PLAN_LICENCE_KEY, { title: licence.title, body });
        await recordContentChange(
          tx,
          actor,
          'site.licence',
          { type: 'setting', id: PLAN_LICENCE_KEY },
          { title: licence.title },
        );
      });
      return read();
    },
  };
}

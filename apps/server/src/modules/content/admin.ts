import type { Database } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createServicesAdmin } from './services-admin.ts';
import { createSiteAdmin } from './site-admin.ts';
import { createTeamAdmin } from './team-admin.ts';
import { createTestimonialsAdmin } from './testimonials-admin.ts';

/** What staff change on the Content pages (permission content:update). */
export function createContentAdmin(db: Database, files: FileStore, publicOrigin: string) {
  return {
    services: createServicesAdmin(db),
    team: createTeamAdmin(db, files),
    testimonials: createTestimonialsAdmin(db, files),
    site: createSiteAdmin(db, publicOrigin),
  };
}

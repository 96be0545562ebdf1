import type { ServiceInput, StaffServiceList } from '@atelier/domain/content-admin';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { applyOrder, notFound, recordContentChange } from './audit.ts';

/**
 * The nine studio services: their texts, icon, badge, home page flag and order. They are edited, never
 * added or removed: each has a fixed storefront page (SPEC §2) and categories map to them.
 */
export function createServicesAdmin(db: Database) {
  async function list(): Promise<StaffServiceList> {
    const rows = await db
      .select({
        id: services.id,
        title: services.title,
        summary: services.summary,
        description: services.description,
        icon: services.icon,
        features: services.features,
        badge: services.badge,
        featured: services.featured,
      })
      .from(services)
      .orderBy(asc(services.sortOrder), asc(services.id));
    return { services: rows };
  }

  return {
    list,

    async update(id: string, input: ServiceInput, actor: StaffActor): Promise<StaffServiceList> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
        if (!before) throw notFound('service');
        await tx
          .update(services)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(services.id, id));
        const changed = (Object.keys(input) as (keyof ServiceInput)[]).filter(
          (key) => JSON.stringify(input[key]) !== JSON.stringify(before[key]),
        );
        await recordContentChange(tx, actor, 'service.update', { type: 'service', id }, { changed: changed.join(',') });
      });
      return list();
    },

    async reorder(ids: string[], actor: StaffActor): Promise<StaffServiceList> {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: services.id }).from(services).for('update');
        await applyOrder(
          current.map((row) => row.id),
          ids,
          (id, position) => tx.update(services).set({ sortOrder: position }).where(eq(services.id, id)),
        );
        await recordContentChange(tx, actor, 'service.reorder', { type: 'service', id: '*' }, { order: ids.join(',') });
      });
      return list();
    },
  };
}

import type { CategoryInput, CategoryUpdate, FeaturedList, StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, asc, count, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, designs, services } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

const slugOf = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);

/** Categories (with the service each maps to) and the featured designs of the home page. */
export function createCatalogueStructure(db: Database) {
  async function checkService(serviceId: string) {
    const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
    if (!service)
      throw new DomainError('invalid', 'validation_failed', 'Some fields are not valid.', {
        fields: {
          serviceId: 'Choose a service from the list.',
        },
      });
  }

  async function listCategories(): Promise<StaffCategoryList> {
    const [rows, serviceRows] = await Promise.all([
      db
        .select({
          id: categories.id,
          label: categories.label,
          serviceId: categories.serviceId,
          serviceTitle: services.title,
          designCount: count(designs.id),
        })
        .from(categories)
        .leftJoin(services, eq(services.id, categories.serviceId))
        .leftJoin(designs, eq(designs.categoryId, categories.id))
        .groupBy(categories.id, services.title)
        .orderBy(asc(categories.sortOrder), asc(categories.label)),
      db.select({ id: services.id, title: services.title }).from(services).orderBy(asc(services.sortOrder)),
    ]);
    return { categories: rows, services: serviceRows };
  }

  async function listFeatured(): Promise<FeaturedList> {
    const rows = await db
      .select({
        id: designs.id,
        title: designs.title,
        image: designs.image,
        priceCents: designs.priceCents,
        status: designs.status,
      })
      .from(designs)
      .where(eq(designs.featured, true))
      .orderBy(asc(designs.featuredRank), asc(designs.id));
    return { designs: rows.map((row) => ({ ...row, image: row.image === '' ? null : row.image })) };
  }

  return {
    listCategories,
    listFeatured,

    async createCategory(input: CategoryInput, actor: StaffActor): Promise<StaffCategoryList> {
      await checkService(input.serviceId);
      const id = slugOf(input.label) || 'category';
      await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
        if (taken)
          throw new DomainError('conflict', 'category_exists', 'A category with this name exists already.', {
            fields: {
              label: 'A category with this name exists already.',
            },
          });
        const [last] = await tx.select({ value: max(categories.sortOrder) }).from(categories);
        await tx
          .insert(categories)
          .values({ id, label: input.label, serviceId: input.serviceId, sortOrder: (last?.value ?? 0) + 1 });
        await recordStaffAction(tx, actor, 'category.create', { type: 'category', id }, { label: input.label });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'category', id });
      });
      return listCategories();
    },

    /** Renaming keeps the id (the storefront's ?category= links keep working). */
    async updateCategory(id: string, input: CategoryUpdate, actor: StaffActor): Promise<StaffCategoryList> {
      if (input.serviceId) await checkService(input.serviceId);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) throw new DomainError('not_found', 'not_found', 'This category does not exist.');
        await tx
          .update(categories)
          .set({ label: input.label ?? before.label, serviceId: input.serviceId ?? before.serviceId })
          .where(eq(categories.id, id));
        await recordStaffAction(
          tx,
          actor,
          'category.update',
          { type: 'category', id },
          {
            label: input.label && input.label !== before.label ? `${before.label} → ${input.label}` : null,
            serviceId:
              input.serviceId && input.serviceId !== before.serviceId
                ? `${before.serviceId} → ${input.serviceId}`
                : null,
          },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'category', id });
      });
      return listCategories();
    },

    async reorderCategories(ids: string[], actor: StaffActor): Promise<StaffCategoryList> {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: categories.id }).from(categories).for('update');
        if (ids.length !== current.length || current.some((row) => !ids.includes(row.id)))
          throw new DomainError('invalid', 'validation_failed', 'List every category once.', {
            fields: {
              ids: 'List every category once.',
            },
          });
        for (const [position, id] of ids.entries())
          await tx
            .update(categories)
            .set({ sortOrder: position + 1 })
            .where(eq(categories.id, id));
        await recordStaffAction(tx, actor, 'category.reorder', { type: 'category', id: '*' }, { order: ids.join(',') });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'category', id: '*' });
      });
      return listCategories();
    },

    /** Only an empty category can go: its designs would be left without one. */
    async deleteCategory(id: string, actor: StaffActor): Promise<StaffCategoryList> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        if (!row) throw new DomainError('not_found', 'not_found', 'This category does not exist.');
        const [used] = await tx.select({ total: count() }).from(designs).where(eq(designs.categoryId, id));
        if ((used?.total ?? 0) > 0)
          throw new DomainError(
            'conflict',
            'category_in_use',
            `This category has ${used?.total} design${used?.total === 1 ? '' : 's'}: move them to another category first.`,
          );
        await tx.delete(categories).where(eq(categories.id, id));
        await recordStaffAction(tx, actor, 'category.delete', { type: 'category', id });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'category', id });
      });
      return listCategories();
    },

    /** The featured designs, in their home page order; every other design stops being featured. */
    async setFeatured(ids: string[], actor: StaffActor): Promise<FeaturedList> {
      await db.transaction(async (tx) => {
        if (ids.length > 0) {
          const found = await tx.select({ id: designs.id }).from(designs).where(inArray(designs.id, ids));
          if (found.length !== ids.length)
            throw new DomainError('invalid', 'validation_failed', 'Choose existing designs.', {
              fields: {
                ids: 'Choose existing designs.',
              },
            });
        }
        await tx
          .update(designs)
          .set({ featured: false, featuredRank: null })
          .where(and(eq(designs.featured, true), ids.length > 0 ? notInArray(designs.id, ids) : undefined));
        for (const [rank, id] of ids.entries())
          await tx
            .update(designs)
            .set({ featured: true, featuredRank: rank + 1 })
            .where(eq(designs.id, id));
        await recordStaffAction(tx, actor, 'featured.update', { type: 'design', id: '*' }, { order: ids.join(',') });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'featured', id: '*' });
      });
      return listFeatured();
    },
  };
}

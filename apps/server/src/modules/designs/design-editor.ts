import { randomBytes } from 'node:crypto';
import { checkPlan, parseBuildingModel } from '@atelier/domain/building-model';
import {
  type DesignInput,
  type DesignUpdate,
  EDIT_CONFLICT_CODE,
  editConflictMessage,
} from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  buildingTypes,
  categories,
  designFiles,
  designFileVersions,
  designImages,
  designs,
  environmentalConditions,
  locations,
  orderLines,
  planFiles,
  staffUsers,
} from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { storedModelColumns } from './design-building-model.ts';
import { lockDesign } from './design-lock.ts';
import { saveLicences } from './licences.ts';
import { recordPriceChange } from './pricing.ts';
import { checkSheetList } from './sheet-list-check.ts';

/** 'Cedar Ridge Cabin' → 'cedar-ridge-cabin-k3x9q2': readable in the storefront URL, never reused. */
function newDesignId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  return `${slug || 'design'}-${suffix}`;
}

const formatWhen = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A design featured in its form goes last on the home page; one no longer featured leaves the order. */
async function featuredRankAfter(tx: Database, row: { featuredRank: number | null }, featured: boolean) {
  if (!featured) return null;
  if (row.featuredRank !== null) return row.featuredRank;
  const [last] = await tx.select({ value: max(designs.featuredRank) }).from(designs);
  return (last?.value ?? 0) + 1;
}

/**
 * A published design needs a picture and a plan set, or buyers would pay for nothing, and a building
 * model, when it has one, with no plan-check error against the description it is published with
 * (decision 069). A design without a model publishes as before.
 */
async function checkPublishable(
  tx: Database,
  id: string,
  row: { image: string; generatedPlanSet: boolean },
  description: string,
) {
  const [plan] = await tx
    .select({ kind: designFiles.kind })
    .from(designFiles)
    .where(and(eq(designFiles.designId, id), eq(designFiles.kind, 'plan-set')));
  const missing = [
    row.image === '' ? 'a picture' : null,
    plan || row.generatedPlanSet ? null : 'the plan set PDF',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new DomainError('unprocessable', 'not_publishable', `Add ${missing.join(' and ')} before publishing.`, {
      fields: {
        status: `Add ${missing.join(' and ')} before publishing.`,
      },
    });
  const errors = await planCheckErrors(tx, id, description);
  if (errors.length > 0) {
    const message = `Fix the building model before publishing: ${errors.join(' ')}`;
    throw new DomainError('unprocessable', 'not_publishable', message, { fields: { status: message } });
  }
}

/** The messages of the plan check's errors on the design's building model; none without a model. */
async function planCheckErrors(tx: Database, id: string, description: string): Promise<string[]> {
  const [stored] = await tx.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, id));
  if (!stored?.model) return [];
  const parsed = parseBuildingModel(stored.model);
  if (!parsed.ok) return parsed.issues.map((issue) => `${issue.path}: ${issue.message}`);
  return checkPlan(parsed.model, { description })
    .filter((finding) => finding.severity === 'error')
    .map((finding) => finding.message);
}

/** The design's own columns from the form; an update without a complexity factor keeps the stored one. */
const columnsOf = (input: DesignInput | DesignUpdate) => ({
  title: input.title,
  description: input.description,
  priceCents: input.priceCents,
  categoryId: input.categoryId,
  locationId: input.locationId,
  buildingTypeId: input.buildingTypeId,
  environmentalConditions: input.environmentalConditions,
  featured: input.featured,
  area: input.area,
  stories: input.stories,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  widthFt: input.widthFt,
  depthFt: input.depthFt,
  garageBays: input.garageBays,
  ...(input.complexityFactor === undefined ? {} : { complexityFactor: input.complexityFactor }),
  foundation: input.foundation,
  roofType: input.roofType,
  style: input.style,
  status: input.status,
});

/** Creating, editing (publishing and archiving are a status change) and deleting a design. */
export function createDesignEditor(db: Database, files: FileStore) {
  /** Category, location, building type and conditions must exist: a clear 400 per field otherwise. */
  async function checkReferences(input: DesignInput | DesignUpdate) {
    const [category, location, buildingType, conditions] = await Promise.all([
      db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)),
      db.select({ id: locations.id }).from(locations).where(eq(locations.id, input.locationId)),
      db.select({ id: buildingTypes.id }).from(buildingTypes).where(eq(buildingTypes.id, input.buildingTypeId)),
      db.select({ id: environmentalConditions.id }).from(environmentalConditions),
    ]);
    const fields: Record<string, string> = {};
    if (category.length === 0) fields.categoryId = 'Choose a category from the list.';
    if (location.length === 0) fields.locationId = 'Choose a location from the list.';
    if (buildingType.length === 0) fields.buildingTypeId = 'Choose a building type from the list.';
    const known = new Set(conditions.map((row) => row.id));
    if (input.environmentalConditions.some((id) => !known.has(id)))
      fields.environmentalConditions = 'Choose conditions from the list.';
    if (Object.keys(fields).length > 0)
      throw new DomainError('invalid', 'validation_failed', 'Some fields are not valid.', { fields });
  }

  /** A new design starts without pictures or files, so it cannot be published yet. */
  async function create(input: DesignInput, actor: StaffActor): Promise<string> {
    await checkReferences(input);
    if (input.status === 'published')
      await checkPublishable(db, '', { image: '', generatedPlanSet: false }, input.description);
    const id = newDesignId(input.title);
    await db.transaction(async (tx) => {
      await tx.insert(designs).values({
        id,
        ...columnsOf(input),
        featuredRank: await featuredRankAfter(tx, { featuredRank: null }, input.featured),
        image: '',
        listedOn: new Date().toISOString().slice(0, 10),
        popularity: 0,
        updatedBy: actor.id,
      });
      await recordStaffAction(
        tx,
        actor,
        'design.create',
        { type: 'design', id },
        { title: input.title, status: input.status },
      );
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
    return id;
  }

  /**
   * Refused with 409 when someone saved since `version` was read (never a silent overwrite). The
   * licences, when given, change with the rest of the design or not at all.
   */
  async function update(id: string, input: DesignUpdate, actor: StaffActor): Promise<void> {
    await checkReferences(input);
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      if (row.version !== input.version) {
        const [editor] = row.updatedBy
          ? await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, row.updatedBy))
          : [];
        throw new DomainError(
          'conflict',
          EDIT_CONFLICT_CODE,
          editConflictMessage(editor?.name ?? 'someone', formatWhen(row.updatedAt)),
        );
      }
      if (input.status === 'published' && row.status !== 'published')
        await checkPublishable(tx, id, row, input.description);
      if (input.status === 'published' && row.status !== 'published') await checkSheetList(tx, id);
      // A design with a building model states the model's facts, whatever the form sent (decision 072),
      // and its plan check against the description saved now (decision 076).
      const modelFacts = await storedModelColumns(tx, id, input.description);
      const factor = modelFacts?.complexityFactor ?? input.complexityFactor;
      await tx
        .update(designs)
        .set({
          ...columnsOf(input),
          ...modelFacts,
          featuredRank: await featuredRankAfter(tx, row, input.featured),
          version: row.version + 1,
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(eq(designs.id, id));
      // A seeded design's generated plan set draws its facts (and the floors made from them): drawn again on next use.
      await tx.delete(planFiles).where(eq(planFiles.designId, id));
      await recordPriceChange(tx, actor, id, row.priceCents, input.priceCents);
      const licences = input.licences ? await saveLicences(tx, row, input.licences) : null;
      await recordStaffAction(
        tx,
        actor,
        'design.update',
        { type: 'design', id },
        {
          version: row.version + 1,
          status: input.status === row.status ? null : `${row.status} → ${input.status}`,
          price: input.priceCents === row.priceCents ? null : `${row.priceCents} → ${input.priceCents}`,
          'complexity factor':
            factor === undefined || factor === row.complexityFactor ? null : `${row.complexityFactor} → ${factor}`,
          // One flat value per licence ("licence cad": "— → 324800"), as the activity log lists details.
          ...Object.fromEntries(
            Object.entries(licences ?? {}).map(([licence, change]) => [`licence ${licence}`, change ?? null]),
          ),
        },
      );
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  /** Only a design nobody ordered can be deleted; an ordered one is archived instead. */
  async function remove(id: string, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      await lockDesign(tx, id);
      const [ordered] = await tx.select({ total: count() }).from(orderLines).where(eq(orderLines.designId, id));
      if ((ordered?.total ?? 0) > 0)
        throw new DomainError(
          'conflict',
          'design_ordered',
          'This design has been ordered, so it cannot be deleted: archive it instead. Its orders and downloads keep working.',
        );
      const images = await tx
        .select({ fileId: designImages.fileId })
        .from(designImages)
        .where(eq(designImages.designId, id));
      const attached = await tx
        .select({ fileId: designFiles.fileId })
        .from(designFiles)
        .where(eq(designFiles.designId, id))
        .union(
          tx
            .select({ fileId: designFileVersions.fileId })
            .from(designFileVersions)
            .where(eq(designFileVersions.designId, id)),
        );
      await tx.delete(designs).where(eq(designs.id, id));
      for (const { fileId } of [...images, ...attached]) await files.remove(tx, fileId);
      await recordStaffAction(tx, actor, 'design.delete', { type: 'design', id });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  return { create, update, remove };
}

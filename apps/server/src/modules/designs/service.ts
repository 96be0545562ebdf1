import { randomBytes, randomUUID } from 'node:crypto';
import {
  DESIGN_IMAGES_MAX,
  type DesignFormOptions,
  type DesignInput,
  type DesignUpdate,
  EDIT_CONFLICT_CODE,
  editConflictMessage,
  type PlanFileKind,
  STAFF_DESIGNS_PAGE_SIZE,
  type StaffDesign,
  type StaffDesignList,
  type StaffDesignListQuery,
} from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, asc, count, desc, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import {
  buildingTypes,
  categories,
  designFiles,
  designImages,
  designs,
  environmentalConditions,
  locations,
  orderLines,
  staffUsers,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { designPreviewPath } from '../catalog/preview.ts';
import type { FileStore } from '../files/file-store.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { checkCadRemovable, readLicences, saveLicences } from './licences.ts';
import { recordPriceChange } from './pricing.ts';
import { checkPlanFile, type PreparedPicture, preparePicture } from './upload-checks.ts';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

const notFound = () => new DomainError('not_found', 'not_found', 'This design does not exist.');

const sortColumns = {
  updated: designs.updatedAt,
  title: designs.title,
  price: designs.priceCents,
  popularity: designs.popularity,
} as const;

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

/** Staff management of the catalogue: designs, their pictures and the files buyers receive. */
export function createDesignAdminService(db: Database, env: Env, files: FileStore) {
  /** Locks the design row for the rest of the transaction: changes to one design happen one at a time. */
  async function lockDesign(tx: Database, id: string) {
    const [row] = await tx
      .select({
        id: designs.id,
        version: designs.version,
        status: designs.status,
        updatedAt: designs.updatedAt,
        updatedBy: designs.updatedBy,
        priceCents: designs.priceCents,
        generatedPlanSet: designs.generatedPlanSet,
        image: designs.image,
        featuredRank: designs.featuredRank,
      })
      .from(designs)
      .where(eq(designs.id, id))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /** The cover is the first picture; without pictures a seeded design falls back to its generated artwork. */
  async function syncCover(tx: Database, id: string, generatedArtwork: boolean) {
    const [cover] = await tx
      .select({ id: designImages.id, alt: designImages.alt })
      .from(designImages)
      .where(eq(designImages.designId, id))
      .orderBy(asc(designImages.position))
      .limit(1);
    const image = cover ? `/media/images/${cover.id}` : generatedArtwork ? `/media/designs/${id}` : '';
    await tx
      .update(designs)
      .set({ image, imageAlt: cover?.alt ?? null })
      .where(eq(designs.id, id));
  }

  /** A design featured in its form goes last on the home page; one no longer featured leaves the order. */
  async function featuredRankAfter(tx: Database, row: { featuredRank: number | null }, featured: boolean) {
    if (!featured) return null;
    if (row.featuredRank !== null) return row.featuredRank;
    const [last] = await tx.select({ value: max(designs.featuredRank) }).from(designs);
    return (last?.value ?? 0) + 1;
  }

  /** Category, location, building type and conditions must exist: a clear 400 per field otherwise. */
  async function checkReferences(input: DesignInput) {
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

  /** A published design needs a picture and a plan set, or buyers would pay for nothing. */
  async function checkPublishable(tx: Database, id: string, row: { image: string; generatedPlanSet: boolean }) {
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
  }

  const columnsOf = (input: DesignInput) => ({
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
    foundation: input.foundation,
    roofType: input.roofType,
    style: input.style,
    status: input.status,
  });

  async function fileInfo(id: string) {
    const rows = await db
      .select({
        kind: designFiles.kind,
        filename: designFiles.filename,
        pageCount: designFiles.pageCount,
        uploadedAt: designFiles.uploadedAt,
        uploadedBy: staffUsers.name,
        byteSize: sql<number>`(select byte_size from stored_files where id = ${designFiles.fileId})`,
      })
      .from(designFiles)
      .leftJoin(staffUsers, eq(staffUsers.id, designFiles.uploadedBy))
      .where(eq(designFiles.designId, id));
    const info = (kind: PlanFileKind) => {
      const row = rows.find((entry) => entry.kind === kind);
      return row
        ? {
            kind,
            filename: row.filename,
            byteSize: Number(row.byteSize),
            pageCount: row.pageCount,
            uploadedAt: row.uploadedAt.toISOString(),
            uploadedBy: row.uploadedBy,
          }
        : null;
    };
    return { planSet: info('plan-set'), cadFile: info('cad') };
  }

  async function detail(id: string): Promise<StaffDesign> {
    const [row] = await db
      .select({ design: designs, updatedByName: staffUsers.name })
      .from(designs)
      .leftJoin(staffUsers, eq(staffUsers.id, designs.updatedBy))
      .where(eq(designs.id, id));
    if (!row) throw notFound();
    const { design } = row;
    const [images, filesOf, [ordered], licences] = await Promise.all([
      db
        .select({ id: designImages.id, alt: designImages.alt, width: designImages.width, height: designImages.height })
        .from(designImages)
        .where(eq(designImages.designId, id))
        .orderBy(asc(designImages.position)),
      fileInfo(id),
      db.select({ total: count() }).from(orderLines).where(eq(orderLines.designId, id)),
      readLicences(db, id),
    ]);
    return {
      id: design.id,
      title: design.title,
      description: design.description,
      priceCents: design.priceCents,
      categoryId: design.categoryId,
      locationId: design.locationId,
      buildingTypeId: design.buildingTypeId,
      environmentalConditions: design.environmentalConditions,
      featured: design.featured,
      area: design.area,
      stories: design.stories,
      bedrooms: design.bedrooms,
      bathrooms: design.bathrooms,
      widthFt: design.widthFt,
      depthFt: design.depthFt,
      garageBays: design.garageBays,
      foundation: design.foundation,
      roofType: design.roofType,
      style: design.style,
      status: design.status as StaffDesign['status'],
      version: design.version,
      createdAt: design.createdAt.toISOString(),
      updatedAt: design.updatedAt.toISOString(),
      updatedBy: row.updatedByName,
      popularity: design.popularity,
      images: images.map((image) => ({ ...image, url: `/media/images/${image.id}` })),
      ...filesOf,
      generatedPlanSet: design.generatedPlanSet,
      licences,
      canDeliverCad: filesOf.cadFile !== null || design.generatedPlanSet,
      orderCount: ordered?.total ?? 0,
      previewUrl: `${env.publicOrigin}${designPreviewPath(env.SESSION_SECRET, design.id)}`,
    };
  }

  async function storeFile(tx: Database, prepared: { bytes: Uint8Array; contentType: string }) {
    return files.put(tx, prepared.bytes, prepared.contentType);
  }

  return {
    detail,

    async list(query: StaffDesignListQuery): Promise<StaffDesignList> {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        const match = or(ilike(designs.title, pattern), ilike(designs.id, pattern));
        if (match) conditions.push(match);
      }
      if (query.category) conditions.push(eq(designs.categoryId, query.category));
      if (query.status) conditions.push(eq(designs.status, query.status));
      if (query.featured) conditions.push(eq(designs.featured, query.featured === 'true'));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [totalRow] = await db.select({ total: count() }).from(designs).where(where);
      const total = totalRow?.total ?? 0;
      const pageSize = STAFF_DESIGNS_PAGE_SIZE;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const page = Math.min(query.page, pageCount);
      const direction = query.dir === 'asc' ? asc : desc;
      const rows = await db
        .select({
          id: designs.id,
          title: designs.title,
          categoryId: designs.categoryId,
          categoryLabel: categories.label,
          priceCents: designs.priceCents,
          status: designs.status,
          featured: designs.featured,
          image: designs.image,
          popularity: designs.popularity,
          updatedAt: designs.updatedAt,
        })
        .from(designs)
        .innerJoin(categories, eq(categories.id, designs.categoryId))
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), asc(designs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        designs: rows.map((row) => ({
          ...row,
          status: row.status as StaffDesignList['designs'][number]['status'],
          image: row.image === '' ? null : row.image,
          updatedAt: row.updatedAt.toISOString(),
        })),
        total,
        page,
        pageCount,
        pageSize,
      };
    },

    async options(): Promise<DesignFormOptions> {
      const listOf = (
        table: typeof categories | typeof locations | typeof buildingTypes | typeof environmentalConditions,
      ) => db.select({ id: table.id, label: table.label }).from(table).orderBy(asc(table.sortOrder), asc(table.label));
      const [categoryList, locationList, typeList, conditionList] = await Promise.all([
        listOf(categories),
        listOf(locations),
        listOf(buildingTypes),
        listOf(environmentalConditions),
      ]);
      return {
        categories: categoryList,
        locations: locationList,
        buildingTypes: typeList,
        environmentalConditions: conditionList,
      };
    },

    /** A new design starts without pictures or files, so it cannot be published yet. */
    async create(input: DesignInput, actor: StaffActor): Promise<string> {
      await checkReferences(input);
      if (input.status === 'published') await checkPublishable(db, '', { image: '', generatedPlanSet: false });
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
    },

    /**
     * Refused with 409 when someone saved since `version` was read (never a silent overwrite). The
     * licences, when given, change with the rest of the design or not at all.
     */
    async update(id: string, input: DesignUpdate, actor: StaffActor): Promise<void> {
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
        if (input.status === 'published' && row.status !== 'published') await checkPublishable(tx, id, row);
        await tx
          .update(designs)
          .set({
            ...columnsOf(input),
            featuredRank: await featuredRankAfter(tx, row, input.featured),
            version: row.version + 1,
            updatedBy: actor.id,
            updatedAt: new Date(),
          })
          .where(eq(designs.id, id));
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
            // One flat value per licence ("licence cad": "— → 324800"), as the activity log lists details.
            ...Object.fromEntries(
              Object.entries(licences ?? {}).map(([licence, change]) => [`licence ${licence}`, change ?? null]),
            ),
          },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    /** Only a design nobody ordered can be deleted; an ordered one is archived instead. */
    async remove(id: string, actor: StaffActor): Promise<void> {
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
          .where(eq(designFiles.designId, id));
        await tx.delete(designs).where(eq(designs.id, id));
        for (const { fileId } of [...images, ...attached]) await files.remove(tx, fileId);
        await recordStaffAction(tx, actor, 'design.delete', { type: 'design', id });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    async addImage(id: string, upload: { bytes: Buffer; alt: string }, actor: StaffActor): Promise<void> {
      const [existing] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id));
      if (!existing) throw notFound();
      // Decoding and encoding happen before the transaction: no row stays locked while sharp works.
      const picture: PreparedPicture = await preparePicture(upload.bytes);
      await db.transaction(async (tx) => {
        const row = await lockDesign(tx, id);
        const [{ total = 0, last = -1 } = {}] = await tx
          .select({ total: count(), last: sql<number>`coalesce(max(${designImages.position}), -1)` })
          .from(designImages)
          .where(eq(designImages.designId, id));
        if (total >= DESIGN_IMAGES_MAX)
          throw new DomainError(
            'unprocessable',
            'too_many_images',
            `A design can have at most ${DESIGN_IMAGES_MAX} pictures.`,
          );
        const file = await storeFile(tx, picture);
        const imageId = randomUUID();
        await tx.insert(designImages).values({
          id: imageId,
          designId: id,
          fileId: file.id,
          position: Number(last) + 1,
          alt: upload.alt,
          width: picture.width,
          height: picture.height,
        });
        await syncCover(tx, id, row.generatedPlanSet);
        await recordStaffAction(tx, actor, 'design.image_add', { type: 'design', id }, { imageId });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    async setImageAlt(id: string, imageId: string, alt: string, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockDesign(tx, id);
        const updated = await tx
          .update(designImages)
          .set({ alt })
          .where(and(eq(designImages.id, imageId), eq(designImages.designId, id)))
          .returning({ id: designImages.id });
        if (updated.length === 0) throw new DomainError('not_found', 'not_found', 'This picture does not exist.');
        await syncCover(tx, id, row.generatedPlanSet);
        await recordStaffAction(tx, actor, 'design.image_alt', { type: 'design', id }, { imageId });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    /** `imageIds` lists every picture of the design once, cover first. */
    async reorderImages(id: string, imageIds: string[], actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockDesign(tx, id);
        const current = await tx
          .select({ id: designImages.id })
          .from(designImages)
          .where(eq(designImages.designId, id));
        const same =
          imageIds.length === current.length &&
          new Set(imageIds).size === imageIds.length &&
          current.every((image) => imageIds.includes(image.id));
        if (!same)
          throw new DomainError('invalid', 'validation_failed', 'List every picture of this design once.', {
            fields: {
              imageIds: 'List every picture of this design once.',
            },
          });
        for (const [position, imageId] of imageIds.entries())
          await tx.update(designImages).set({ position }).where(eq(designImages.id, imageId));
        await syncCover(tx, id, row.generatedPlanSet);
        await recordStaffAction(
          tx,
          actor,
          'design.image_order',
          { type: 'design', id },
          { cover: imageIds[0] ?? null },
        );
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    async removeImage(id: string, imageId: string, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockDesign(tx, id);
        const [removed] = await tx
          .delete(designImages)
          .where(and(eq(designImages.id, imageId), eq(designImages.designId, id)))
          .returning({ fileId: designImages.fileId });
        if (!removed) throw new DomainError('not_found', 'not_found', 'This picture does not exist.');
        await files.remove(tx, removed.fileId);
        await syncCover(tx, id, row.generatedPlanSet);
        if (row.status === 'published') {
          const [after] = await tx.select({ image: designs.image }).from(designs).where(eq(designs.id, id));
          if (after?.image === '')
            throw new DomainError(
              'unprocessable',
              'not_publishable',
              'A published design keeps at least one picture: add another first.',
            );
        }
        await recordStaffAction(tx, actor, 'design.image_remove', { type: 'design', id }, { imageId });
        await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
      });
    },

    /** Replaces the plan set (a PDF) or the CAD files; the previous file is deleted with the change. */
    async putFile(id: string, kind: PlanFileKind, upload: UploadedFile, actor: StaffActor): Promise<void> {
      const [existing] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id));
      if (!existing) throw notFound();
      const checked = await checkPlanFile(kind, upload.bytes, upload.filename);
      await db.transaction(async (tx) => {
        await lockDesign(tx, id);
        const [previous] = await tx
          .select({ fileId: designFiles.fileId })
          .from(designFiles)
          .where(and(eq(designFiles.designId, id), eq(designFiles.kind, kind)));
        const file = await storeFile(tx, { bytes: upload.bytes, contentType: checked.contentType });
        const values = {
          fileId: file.id,
          filename: upload.filename,
          pageCount: checked.pageCount,
          uploadedBy: actor.id,
          uploadedAt: new Date(),
        };
        await tx
          .insert(designFiles)
          .values({ designId: id, kind, ...values })
          .onConflictDoUpdate({ target: [designFiles.designId, designFiles.kind], set: values });
        if (previous) await files.remove(tx, previous.fileId);
        await recordStaffAction(
          tx,
          actor,
          'design.file_upload',
          { type: 'design', id },
          { kind, filename: upload.filename, byteSize: file.byteSize },
        );
      });
    },

    async removeFile(id: string, kind: PlanFileKind, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockDesign(tx, id);
        const [removed] = await tx
          .delete(designFiles)
          .where(and(eq(designFiles.designId, id), eq(designFiles.kind, kind)))
          .returning({ fileId: designFiles.fileId });
        if (!removed) throw new DomainError('not_found', 'not_found', 'This design has no such file.');
        if (kind === 'cad') await checkCadRemovable(tx, row);
        if (kind === 'plan-set' && row.status === 'published' && !row.generatedPlanSet)
          throw new DomainError(
            'unprocessable',
            'not_publishable',
            'A published design keeps its plan set: upload a new one to replace it, or unpublish the design first.',
          );
        await files.remove(tx, removed.fileId);
        await recordStaffAction(tx, actor, 'design.file_remove', { type: 'design', id }, { kind });
      });
    },
  };
}

export type DesignAdminService = ReturnType<typeof createDesignAdminService>;

import {
  type DesignFormOptions,
  type PlanFileInfo,
  type PlanFileKind,
  STAFF_DESIGNS_PAGE_SIZE,
  type StaffDesign,
  type StaffDesignList,
  type StaffDesignListQuery,
} from '@atelier/domain/design-admin';
import { factDisagreements } from '@atelier/domain/design-fact-check';
import { clampPage } from '@atelier/domain/pagination';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import {
  buildingTypes,
  categories,
  designFiles,
  designFloors,
  designImages,
  designs,
  environmentalConditions,
  locations,
  orderLines,
  staffUsers,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { designPreviewPath } from '../catalog/preview.ts';
import { designNotFound } from './design-lock.ts';
import { readLicences } from './licences.ts';
import { versionFacts } from './plan-file-versions.ts';

const sortColumns = {
  updated: designs.updatedAt,
  title: designs.title,
  price: designs.priceCents,
  popularity: designs.popularity,
} as const;

/** The staff catalogue's reads: the design list, one design for its form, and the form's options. */
export function createDesignQueries(db: Database, env: Env) {
  async function fileInfo(id: string) {
    const rows = await db
      .select({
        kind: designFiles.kind,
        filename: designFiles.filename,
        pageCount: designFiles.pageCount,
        uploadedAt: designFiles.uploadedAt,
        uploadedBy: staffUsers.name,
        version: designFiles.version,
        changeNote: designFiles.changeNote,
        byteSize: sql<number>`(select byte_size from stored_files where id = ${designFiles.fileId})`,
      })
      .from(designFiles)
      .leftJoin(staffUsers, eq(staffUsers.id, designFiles.uploadedBy))
      .where(eq(designFiles.designId, id));
    const versionsOf = await versionFacts(db, id);
    const info = async (kind: PlanFileKind): Promise<PlanFileInfo | null> => {
      const row = rows.find((entry) => entry.kind === kind);
      return row
        ? {
            kind,
            filename: row.filename,
            byteSize: Number(row.byteSize),
            pageCount: row.pageCount,
            uploadedAt: row.uploadedAt.toISOString(),
            uploadedBy: row.uploadedBy,
            version: row.version,
            changeNote: row.changeNote,
            ...(await versionsOf(kind, row.version)),
          }
        : null;
    };
    const [planSet, cadFile] = await Promise.all([info('plan-set'), info('cad')]);
    return { planSet, cadFile };
  }

  async function detail(id: string): Promise<StaffDesign> {
    const [row] = await db
      .select({ design: designs, updatedByName: staffUsers.name })
      .from(designs)
      .leftJoin(staffUsers, eq(staffUsers.id, designs.updatedBy))
      .where(eq(designs.id, id));
    if (!row) throw designNotFound();
    const { design } = row;
    const [images, filesOf, [ordered], licences, floors] = await Promise.all([
      db
        .select({ id: designImages.id, alt: designImages.alt, width: designImages.width, height: designImages.height })
        .from(designImages)
        .where(eq(designImages.designId, id))
        .orderBy(asc(designImages.position)),
      fileInfo(id),
      db.select({ total: count() }).from(orderLines).where(eq(orderLines.designId, id)),
      readLicences(db, id),
      db
        .select({ label: designFloors.label, rooms: designFloors.rooms })
        .from(designFloors)
        .where(eq(designFloors.designId, id))
        .orderBy(asc(designFloors.position)),
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
      complexityFactor: design.complexityFactor,
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
      factsFrom: design.buildingModel ? 'building-model' : 'stated',
      // The floors staff keep (a seeded design's generated ones are drawn from these very facts).
      factWarnings: design.buildingModel ? [] : factDisagreements(design, floors),
    };
  }

  async function list(query: StaffDesignListQuery): Promise<StaffDesignList> {
    const conditions: SQL[] = [];
    if (query.q) conditions.push(containsText(query.q, designs.title, designs.id));
    if (query.category) conditions.push(eq(designs.categoryId, query.category));
    if (query.status) conditions.push(eq(designs.status, query.status));
    if (query.featured) conditions.push(eq(designs.featured, query.featured === 'true'));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [totalRow] = await db.select({ total: count() }).from(designs).where(where);
    const total = totalRow?.total ?? 0;
    const pageSize = STAFF_DESIGNS_PAGE_SIZE;
    const { page, pageCount, offset } = clampPage(total, query.page, pageSize);
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
      .offset(offset);
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
  }

  async function options(): Promise<DesignFormOptions> {
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
  }

  return { detail, list, options };
}

import type { PlanFileKind } from '@atelier/domain';
import { parseBuildingModel } from '@atelier/domain/building-model';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  buildingTypes,
  categories,
  designFiles,
  designFileVersions,
  designs,
  locations,
  planFiles,
} from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { readFloors } from '../floor-plans/floors.ts';
import { generatePlanDxf } from './plan-dxf.ts';
import { generatePlanSet } from './plan-pdf.ts';
import { licenceLine, type Stamp, stampPlanSet } from './stamp.ts';

/** A file ready to be delivered to a buyer. */
export interface DeliverableFile {
  /** The delivered file name's extension: pdf, dxf, dwg or zip. */
  extension: string;
  contentType: string;
  /** The bytes the buyer receives, with the licence line written in where the format takes it. */
  render(stamp: Stamp): Promise<Uint8Array>;
}

/** The content types CAD files are delivered with, by the uploaded file's extension. */
export const CAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  dxf: 'image/vnd.dxf',
  dwg: 'application/acad',
  zip: 'application/zip',
};

const PDF = { extension: 'pdf', contentType: 'application/pdf' } as const;

/**
 * The files a buyer receives: the ones staff uploaded, or, for a seeded design that has none yet, a
 * generated plan set PDF (made on first use and kept in the database) and a generated DXF drawing
 * (cheap to draw, made on each delivery). Null when the design has neither.
 */
export function createPlanFileService(db: Database, files: FileStore) {
  /**
   * The facts the generated drawings show, with the design's floors (the ones staff keep, else the
   * generated ones); null unless the design is a seeded one.
   */
  async function seededDesign(designId: string) {
    const [design] = await db
      .select({
        id: designs.id,
        title: designs.title,
        description: designs.description,
        area: designs.area,
        stories: designs.stories,
        bedrooms: designs.bedrooms,
        bathrooms: designs.bathrooms,
        widthFt: designs.widthFt,
        depthFt: designs.depthFt,
        garageBays: designs.garageBays,
        foundation: designs.foundation,
        roofType: designs.roofType,
        buildingType: buildingTypes.label,
        location: locations.label,
        category: categories.label,
        generatedPlanSet: designs.generatedPlanSet,
        buildingModel: designs.buildingModel,
      })
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId))
      .where(eq(designs.id, designId));
    if (!design?.generatedPlanSet) return null;
    const floors = await readFloors(db, designId);
    const { buildingModel, ...facts } = design;
    // A design with a building model is drawn from it (decision 075).
    const parsed = buildingModel ? parseBuildingModel(buildingModel) : null;
    return {
      ...facts,
      model: parsed?.ok ? parsed.model : null,
      floors: floors.map(({ label, rooms }) => ({ label, rooms })),
    };
  }

  async function generatedPdf(designId: string): Promise<Uint8Array | null> {
    const [file] = await db.select({ pdf: planFiles.pdf }).from(planFiles).where(eq(planFiles.designId, designId));
    if (file) return new Uint8Array(file.pdf);
    const design = await seededDesign(designId);
    if (!design) return null;
    const { pdf, pageCount } = await generatePlanSet(design);
    // Two first uses at once both generate; the first insert wins and both read the same file.
    await db.insert(planFiles).values({ designId, pdf, pageCount }).onConflictDoNothing();
    return pdf;
  }

  /**
   * The uploaded file of this kind: the current one (version 0, or its own number), else the earlier
   * version a grant names (decision 046).
   */
  async function uploaded(designId: string, kind: PlanFileKind, version: number) {
    const ofKind = (table: typeof designFiles | typeof designFileVersions) =>
      and(eq(table.designId, designId), eq(table.kind, kind), version === 0 ? undefined : eq(table.version, version));
    const [current] = await db
      .select({ fileId: designFiles.fileId, filename: designFiles.filename })
      .from(designFiles)
      .where(ofKind(designFiles));
    const [row] = current
      ? [current]
      : version === 0
        ? []
        : await db
            .select({ fileId: designFileVersions.fileId, filename: designFileVersions.filename })
            .from(designFileVersions)
            .where(ofKind(designFileVersions));
    if (!row) return null;
    const file = await files.get(row.fileId);
    return file ? { ...file, filename: row.filename } : null;
  }

  async function getPlanSet(designId: string, version = 0): Promise<DeliverableFile | null> {
    const pdf = (await uploaded(designId, 'plan-set', version))?.bytes ?? (await generatedPdf(designId));
    return pdf ? { ...PDF, render: (stamp) => stampPlanSet(pdf, stamp) } : null;
  }

  /** Uploaded CAD files are delivered as uploaded (the licence terms bind them); a generated DXF is stamped. */
  async function getCadFile(designId: string, version = 0): Promise<DeliverableFile | null> {
    const upload = await uploaded(designId, 'cad', version);
    if (upload) {
      const extension = /\.([a-z0-9]{1,8})$/i.exec(upload.filename)?.[1]?.toLowerCase() ?? 'bin';
      const contentType = CAD_CONTENT_TYPES[extension] ?? upload.contentType;
      return { extension, contentType, render: async () => upload.bytes };
    }
    const design = await seededDesign(designId);
    if (!design) return null;
    return {
      extension: 'dxf',
      contentType: CAD_CONTENT_TYPES.dxf as string,
      render: async (stamp) => new TextEncoder().encode(generatePlanDxf(design, licenceLine(stamp))),
    };
  }

  return {
    getPlanSet,
    getCadFile,
    /**
     * The file of this kind the design delivers, in the version a grant names (0: the current one), or
     * null when it has none.
     */
    getFile(designId: string, kind: PlanFileKind, version = 0): Promise<DeliverableFile | null> {
      return kind === 'cad' ? getCadFile(designId, version) : getPlanSet(designId, version);
    },
  };
}

export type PlanFileService = ReturnType<typeof createPlanFileService>;

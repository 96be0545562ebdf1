import type {
  Design,
  DesignSale,
  DesignStatus,
  LicenceOption,
  MarketplaceFacets,
  MarketplaceQuery,
} from '@atelier/domain';
import { designLicenceOptions, MARKETPLACE_PAGE_SIZE, UPLOADED_IMAGE_PREFIX } from '@atelier/domain';
import type { PlanDrawings } from '@atelier/domain/building-model';
import type { CategoryWithCount, DesignPage, FilterOptions } from '@atelier/domain/catalog-query';
import type { DesignFloor } from '@atelier/domain/floor-plans';
import { clampPage } from '@atelier/domain/pagination';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonValue } from '../../db/drizzle-adapter.ts';
import { buildingTypes, categories, designImages, designLicences, designs, locations } from '../../db/schema/index.ts';
import { readFloors } from '../floor-plans/floors.ts';
import { readPlanDrawings } from '../floor-plans/plan-drawings.ts';
import { currentPriceSql, designSaleSql } from '../promotions/sale-prices.ts';
import { type CatalogueCache, createCatalogueCache } from './cache.ts';
import { type CatalogueSummary, marketplaceFacets, matchCount, memoryPage, readSummary } from './facets.ts';
import { filterConditions, filterKey, isPublished, isUnfiltered } from './filters.ts';
import { orderBy, orderTerms, pageWindow } from './listing.ts';
import { isValidDesignPreview } from './preview.ts';
import { relatedDesignIds } from './related.ts';

const designColumns = {
  id: designs.id,
  planNumber: designs.planNumber,
  title: designs.title,
  description: designs.description,
  price: currentPriceSql(sql`${designs.priceCents}`, sql`${designs.id}`, sql`${designs.categoryId}`),
  sale: designSaleSql(sql`${designs.priceCents}`, sql`${designs.id}`, sql`${designs.categoryId}`).mapWith(
    (value: unknown) => jsonValue<DesignSale | null>(value),
  ),
  image: designs.image,
  imageAlt: designs.imageAlt,
  category: designs.categoryId,
  categoryLabel: categories.label,
  location: designs.locationId,
  locationLabel: locations.label,
  featured: designs.featured,
  environmentalConditions: designs.environmentalConditions,
  buildingType: designs.buildingTypeId,
  buildingTypeLabel: buildingTypes.label,
  area: designs.area,
  stories: designs.stories,
  bedrooms: designs.bedrooms,
  bathrooms: designs.bathrooms,
  widthFt: designs.widthFt,
  depthFt: designs.depthFt,
  garageBays: designs.garageBays,
  foundation: designs.foundation,
  roofType: designs.roofType,
  style: designs.style,
  createdAt: designs.listedOn,
  popularity: designs.popularity,
};

/** One of a design's uploaded pictures; `url` is its base URL (designImageUrl adds width and format). */
export interface DesignImage {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

const SUMMARY_TTL_MS = 5 * 60_000;

/** `ids` in the given order, leaving out any not found. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The catalogue: designs, their categories and filter options, read from the database. Everything
 * here shows published designs only, unless a method says otherwise. Counts, filter options and
 * facets are kept in `cache` until the catalogue changes (decision 020); it keeps nothing until
 * `cache.followChanges` connects it to the change notices.
 */
export function createCatalogService(db: Database, cache: CatalogueCache = createCatalogueCache()) {
  const selectDesigns = () =>
    db
      .select(designColumns)
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId));
  const selectDesignsWithStatus = () =>
    db
      .select({ ...designColumns, status: designs.status })
      .from(designs)
      .innerJoin(categories, eq(categories.id, designs.categoryId))
      .innerJoin(locations, eq(locations.id, designs.locationId))
      .innerJoin(buildingTypes, eq(buildingTypes.id, designs.buildingTypeId));

  // The facet index is the one costly entry (at 100,000 designs its load holds the event loop for a
  // few hundred ms), so its safety-net refresh is rarer; a change notice drops it at once all the same.
  const summary = (): Promise<CatalogueSummary> => cache.get('summary', () => readSummary(db), SUMMARY_TTL_MS);

  return {
    cache,

    /** A page of the marketplace; a page past the last one shows the last one. */
    async listDesigns(query: MarketplaceQuery, pageSize = MARKETPLACE_PAGE_SIZE): Promise<DesignPage> {
      const where = filterConditions(query);
      const whole = await summary();
      const total = isUnfiltered(query)
        ? whole.total
        : await cache.get(`count:${filterKey(query)}`, () => matchCount(db, whole, query));
      const { page, pageCount } = clampPage(total, query.page, pageSize);
      const window = pageWindow(total, page, pageSize);
      if (window.limit === 0) return { designs: [], total, page, pageCount };
      // A filtered query's pages are picked from the facet index in memory, however deep: a filter that
      // the sort's index meets late (a price range, largest first) costs the same as any other.
      if (!isUnfiltered(query)) {
        const ids = await cache.get(`ids:${filterKey(query)}:${query.sort}:${page}:${pageSize}`, () =>
          memoryPage(db, whole, query, (page - 1) * pageSize, pageSize),
        );
        const found = ids.length > 0 ? await selectDesigns().where(and(inArray(designs.id, ids), isPublished)) : [];
        return { designs: inOrder(ids, found), total, page, pageCount };
      }
      // The whole catalogue: the page's ids first (index entries only, however deep the page), then
      // those rows in full.
      const terms = orderTerms(query);
      const pageIds = db
        .select({ id: designs.id })
        .from(designs)
        .where(where)
        .orderBy(...orderBy(terms, window.reversed))
        .limit(window.limit)
        .offset(window.offset)
        .as('page_ids');
      const rows = await selectDesigns()
        .innerJoin(pageIds, eq(pageIds.id, designs.id))
        .orderBy(...orderBy(terms));
      return { designs: rows, total, page, pageCount };
    },

    /**
     * A published design. `includeUnpublished` finds drafts and archived designs too: for staff and
     * preview links (the pictures the media routes serve them), never for selling.
     */
    async getDesign(id: string, options: { includeUnpublished?: boolean } = {}): Promise<Design | null> {
      const byId = eq(designs.id, id);
      const [row] = await selectDesigns()
        .where(options.includeUnpublished ? byId : and(byId, isPublished))
        .limit(1);
      return row ?? null;
    },

    /**
     * A design whatever its status, with that status, for a staff preview link (`designPreviewPath`);
     * null unless the link's token is valid for this design and unexpired. `secret`: env.SESSION_SECRET.
     */
    async getDesignForPreview(
      id: string,
      token: string,
      secret: string,
      now = Date.now(),
    ): Promise<(Design & { status: DesignStatus }) | null> {
      if (!isValidDesignPreview(secret, id, token, now)) return null;
      const [row] = await selectDesignsWithStatus().where(eq(designs.id, id)).limit(1);
      return row ? { ...row, status: row.status as DesignStatus } : null;
    },

    /** A design's uploaded pictures in gallery order, the cover first; empty for generated artwork. */
    async designImages(designId: string): Promise<DesignImage[]> {
      const rows = await db
        .select({ id: designImages.id, alt: designImages.alt, width: designImages.width, height: designImages.height })
        .from(designImages)
        .where(eq(designImages.designId, designId))
        .orderBy(asc(designImages.position), asc(designImages.id));
      return rows.map((row) => ({ ...row, url: `${UPLOADED_IMAGE_PREFIX}${row.id}` }));
    },

    /** A design's floors with their room schedules and drawings (design-floors.ts). */
    designFloors(designId: string): Promise<DesignFloor[]> {
      return readFloors(db, designId);
    },

    /** Its floors drawn from its building model (null without one), kept until the catalogue changes. */
    designPlanDrawings(designId: string): Promise<PlanDrawings | null> {
      return cache.get(`plan-drawings:${designId}`, () => readPlanDrawings(db, designId));
    },

    async featuredDesigns(): Promise<Design[]> {
      return (
        selectDesigns()
          .where(and(eq(designs.featured, true), isPublished))
          // The order staff chose on the Featured page.
          .orderBy(asc(designs.featuredRank), asc(designs.id))
      );
    },

    /** Published designs by id; an unknown, draft or archived id is left out (it cannot be sold). */
    async designsByIds(ids: readonly string[]): Promise<Design[]> {
      if (ids.length === 0) return [];
      return selectDesigns().where(and(inArray(designs.id, [...ids]), isPublished));
    },

    /**
     * The licences each of these designs offers (decision 032), priced: the base licence at the design's
     * price, then the extras staff priced. Designs that are not published are left out.
     */
    async licenceOptions(
      designsToPrice: readonly Pick<Design, 'id' | 'price' | 'sale'>[],
    ): Promise<Map<string, LicenceOption[]>> {
      if (designsToPrice.length === 0) return new Map();
      const extras = await db
        .select({
          designId: designLicences.designId,
          licence: designLicences.licence,
          priceCents: designLicences.priceCents,
        })
        .from(designLicences)
        .where(
          inArray(
            designLicences.designId,
            designsToPrice.map((design) => design.id),
          ),
        );
      const extrasByDesign = new Map<string, typeof extras>();
      for (const extra of extras)
        extrasByDesign.set(extra.designId, [...(extrasByDesign.get(extra.designId) ?? []), extra]);
      return new Map(
        designsToPrice.map((design) => [design.id, designLicenceOptions(design, extrasByDesign.get(design.id) ?? [])]),
      );
    },

    /** Designs most like this one: same category first, then same building type, then same location. */
    async relatedDesigns(design: Design, limit = 3): Promise<Design[]> {
      const ids = await relatedDesignIds(db, design, limit);
      if (ids.length === 0) return [];
      return inOrder(ids, await selectDesigns().where(and(inArray(designs.id, ids), isPublished)));
    },

    /** Filter option counts for a marketplace query, each under the other active filters. */
    async facets(query: MarketplaceQuery): Promise<MarketplaceFacets> {
      const whole = await summary();
      if (isUnfiltered(query)) return whole.facets;
      return cache.get(`facets:${filterKey(query)}`, () => marketplaceFacets(db, whole, query));
    },

    /** Categories with their counts of published designs, for the header dropdown and filters. */
    async categoriesWithCounts(): Promise<CategoryWithCount[]> {
      return (await summary()).categories;
    },

    /** Every filter option with its count over the whole published catalogue. */
    async filterOptions(): Promise<FilterOptions> {
      const { facets } = await summary();
      return {
        categories: facets.categories,
        locations: facets.locations,
        buildingTypes: facets.buildingTypes,
        environmentalConditions: facets.environmentalConditions,
        priceRange: facets.priceRange,
        areaRange: facets.areaRange,
      };
    },
  };
}

export type { DesignPage, FilterOptions, MarketplaceFacets };

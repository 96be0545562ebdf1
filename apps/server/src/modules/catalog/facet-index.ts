import { ARCHITECTURAL_STYLES, GARAGE_STEPS, type SortId } from '@atelier/domain';
import { and, count, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { designs } from '../../db/schema/index.ts';
import { isPublished } from './filters.ts';

export const BED_STEPS = [1, 2, 3, 4, 5];
export const BATH_STEPS = [1, 2, 3, 4];

/** The option ids of each list facet, in their display order; counts are kept in the same order. */
export interface OptionIds {
  categories: string[];
  locations: string[];
  buildingTypes: string[];
  environmentalConditions: string[];
}

/**
 * The facet columns of every published design, one typed array per column (about 100 bytes a design),
 * in the database's id order, so that a position breaks ties as `order by id` does. A cache of the database (cache.ts), never written to: a catalogue change loads it anew.
 * Options are stored as their position in OptionIds (-1: none); a null number is NaN, which no
 * comparison accepts, as SQL's null.
 */
export interface FacetIndex {
  size: number;
  ids: string[];
  position: Map<string, number>;
  options: OptionIds;
  category: Int16Array;
  location: Int16Array;
  type: Int16Array;
  style: Int16Array;
  featured: Uint8Array;
  /** Bit j of word (i * envWords + j / 32): design i states environmental condition j. */
  env: Uint32Array;
  envWords: number;
  /** Designs share few sets of conditions: each design's set, as a number into `envSets`. */
  envSet: Int32Array;
  /** The distinct sets: the conditions (positions in OptionIds) of each. */
  envSets: number[][];
  /** Stories as a slot of the counting array (-1: an odd value, counted by value). */
  storiesSlot: Int16Array;
  stories: Float64Array;
  bedrooms: Float64Array;
  bathrooms: Float64Array;
  garage: Float64Array;
  /** How many of BED_STEPS, BATH_STEPS, GARAGE_STEPS each design meets (its "at least" facets). */
  bedSteps: Uint8Array;
  bathSteps: Uint8Array;
  garageSteps: Uint8Array;
  price: Float64Array;
  area: Float64Array;
  width: Float64Array;
  depth: Float64Array;
  popularity: Float64Array;
  /** The listing date, as milliseconds. */
  listed: Float64Array;
  /** Every position in a sort's order, made when first asked for (memory-page.ts). */
  sortOrders: Map<SortId, Int32Array>;
}

export const STYLE_IDS = ARCHITECTURAL_STYLES.map((style) => style.id);
/** Stories below this are counted in an array slot by value (see FacetIndex.storiesSlot). */
export const STORIES_BY_VALUE = 64;

/** Ascending steps a value meets (NaN meets none). */
const stepsMet = (steps: readonly number[], value: number) => steps.filter((step) => value >= step).length;
const number = (text: string | undefined) => (text ? Number(text) : Number.NaN);

/** Designs read per statement (below). */
const LOAD_PAGE = 5_000;

/** One text line per design, its facet columns separated by tabs (read by designFiller). */
const facetLine = sql`concat_ws(E'\\t', ${designs.id}, ${designs.categoryId},
  ${designs.locationId}, ${designs.buildingTypeId}, coalesce(${designs.style}, ''), ${designs.featured}::int,
  ${designs.stories}, coalesce(${designs.bedrooms}::text, ''), coalesce(${designs.bathrooms}::text, ''),
  coalesce(${designs.garageBays}::text, ''), ${designs.priceCents}, ${designs.area},
  coalesce(${designs.widthFt}::text, ''), coalesce(${designs.depthFt}::text, ''),
  array_to_string(${designs.environmentalConditions}, ' '), ${designs.popularity}, ${designs.listedOn})`;

/**
 * Reads the index 5,000 designs a statement, each page one aggregated text (a line per design): that
 * parses far faster than result rows (100,000 rows took about 1 s through the driver, measured), and
 * the embedded database, whose memory grows to hold a statement's whole result and never shrinks,
 * holds half a megabyte at a time instead of the whole catalogue's ten (decision 028). The count and
 * the pages are read in one snapshot, so a design published meanwhile is in neither or both.
 */
export async function loadFacetIndex(db: Database, options: OptionIds, pageSize = LOAD_PAGE): Promise<FacetIndex> {
  return db.transaction(
    async (tx) => {
      const [counted] = await tx.select({ size: count() }).from(designs).where(isPublished);
      const index = emptyFacetIndex(counted?.size ?? 0, options);
      const fill = designFiller(index);
      let position = 0;
      let after: string | undefined;
      while (position < index.size) {
        const [page] = await queryRows<{ data: string | null }>(
          tx,
          sql`select string_agg(line, E'\\n' order by id) as data from (
            select ${designs.id} as id, ${facetLine} as line from ${designs}
            where ${after === undefined ? isPublished : and(isPublished, gt(designs.id, after))}
            order by ${designs.id} limit ${pageSize}) page`,
        );
        const lines = page?.data ? page.data.split('\n') : [];
        for (const line of lines) {
          if (position === index.size) break;
          after = fill(position++, line);
        }
        if (lines.length < pageSize) break;
      }
      return index;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** An index of `size` designs, every column still empty. */
function emptyFacetIndex(size: number, options: OptionIds): FacetIndex {
  const envWords = Math.max(1, Math.ceil(options.environmentalConditions.length / 32));
  return {
    size,
    ids: new Array<string>(size),
    position: new Map(),
    options,
    category: new Int16Array(size),
    location: new Int16Array(size),
    type: new Int16Array(size),
    style: new Int16Array(size),
    featured: new Uint8Array(size),
    env: new Uint32Array(size * envWords),
    envWords,
    envSet: new Int32Array(size),
    envSets: [],
    storiesSlot: new Int16Array(size),
    stories: new Float64Array(size),
    bedrooms: new Float64Array(size),
    bathrooms: new Float64Array(size),
    garage: new Float64Array(size),
    bedSteps: new Uint8Array(size),
    bathSteps: new Uint8Array(size),
    garageSteps: new Uint8Array(size),
    price: new Float64Array(size),
    area: new Float64Array(size),
    width: new Float64Array(size),
    depth: new Float64Array(size),
    popularity: new Float64Array(size),
    listed: new Float64Array(size),
    sortOrders: new Map(),
  };
}

/**
 * Fills position i of the index from a design's facet line and gives back the design's id. Option ids
 * are looked up in maps made once; the distinct sets of conditions are collected as they come.
 */
function designFiller(index: FacetIndex): (i: number, line: string) => string {
  const { options, envWords } = index;
  const indexOf = (ids: string[]) => new Map(ids.map((id, position) => [id, position]));
  const [categories, locations, types, styles, envs] = [
    indexOf(options.categories),
    indexOf(options.locations),
    indexOf(options.buildingTypes),
    indexOf(STYLE_IDS),
    indexOf(options.environmentalConditions),
  ];
  const envSetIds = new Map<string, number>();
  return (i, line) => {
    const [
      id = '',
      cat,
      loc,
      type,
      style,
      featured,
      stories,
      beds,
      baths,
      garage,
      price,
      area,
      width,
      depth,
      env,
      popularity,
      listed,
    ] = line.split('\t');
    index.ids[i] = id;
    index.position.set(id, i);
    index.category[i] = categories.get(cat ?? '') ?? -1;
    index.location[i] = locations.get(loc ?? '') ?? -1;
    index.type[i] = types.get(type ?? '') ?? -1;
    index.style[i] = styles.get(style ?? '') ?? -1;
    index.featured[i] = featured === '1' ? 1 : 0;
    index.stories[i] = number(stories);
    index.bedrooms[i] = number(beds);
    index.bathrooms[i] = number(baths);
    index.garage[i] = number(garage);
    index.bedSteps[i] = stepsMet(BED_STEPS, index.bedrooms[i] as number);
    index.bathSteps[i] = stepsMet(BATH_STEPS, index.bathrooms[i] as number);
    index.garageSteps[i] = stepsMet(GARAGE_STEPS, index.garage[i] as number);
    index.price[i] = number(price);
    index.area[i] = number(area);
    index.width[i] = number(width);
    index.depth[i] = number(depth);
    index.popularity[i] = number(popularity);
    index.listed[i] = listed ? Date.parse(listed) : Number.NaN;
    const conditions: number[] = [];
    for (const condition of env ? env.split(' ') : []) {
      const j = envs.get(condition);
      if (j === undefined || conditions.includes(j)) continue;
      conditions.push(j);
      const word = i * envWords + (j >>> 5);
      index.env[word] = (index.env[word] ?? 0) | (1 << (j & 31));
    }
    // Keyed by the stored text: the same set written in another order is only a second group.
    let set = envSetIds.get(env ?? '');
    if (set === undefined) {
      set = index.envSets.length;
      envSetIds.set(env ?? '', set);
      index.envSets.push(conditions);
    }
    index.envSet[i] = set;
    const storyValue = index.stories[i] as number;
    index.storiesSlot[i] =
      Number.isInteger(storyValue) && storyValue >= 0 && storyValue < STORIES_BY_VALUE ? storyValue : -1;
    return id;
  };
}

import { GARAGE_STEPS, type MarketplaceQuery } from '@atelier/domain';
import { footprintLimits } from '@atelier/domain/lot-fit';
import { BATH_STEPS, BED_STEPS, type FacetIndex, STORIES_BY_VALUE, STYLE_IDS } from './facet-index.ts';
import type { FacetKey } from './filters.ts';

/** Counts per option, in OptionIds / ARCHITECTURAL_STYLES / step order. */
export interface FacetCounts {
  /** Designs matching every filter. */
  total: number;
  category: number[];
  location: number[];
  type: number[];
  env: number[];
  style: number[];
  /** By number of stories. */
  stories: Map<number, number>;
  beds: number[];
  baths: number[];
  garage: number[];
  featured: number;
}

export type Test = (i: number) => boolean;

/** The query's filters as tests on one design: the common ones, and each active facet's. */
function tests(index: FacetIndex, query: Partial<MarketplaceQuery>, match: Uint8Array | null) {
  // A stated bound rejects a missing value (NaN), as SQL's comparison with null does.
  const columns: Float64Array[] = [];
  const lows: number[] = [];
  const highs: number[] = [];
  const range = (column: Float64Array, min: number | undefined, max: number | undefined, scale = 1) => {
    if (min === undefined && max === undefined) return;
    columns.push(column);
    lows.push(min === undefined ? Number.NEGATIVE_INFINITY : min * scale);
    highs.push(max === undefined ? Number.POSITIVE_INFINITY : max * scale);
  };
  range(index.price, query.minPrice, query.maxPrice, 100);
  range(index.area, query.minArea, query.maxArea);
  const { maxWidth, maxDepth } = footprintLimits(query);
  range(index.width, query.minWidth, maxWidth);
  range(index.depth, query.minDepth, maxDepth);
  const bounds = columns.length;
  const common: Test = (i) => {
    if (match !== null && match[i] !== 1) return false;
    for (let r = 0; r < bounds; r++) {
      const value = (columns[r] as Float64Array)[i] as number;
      if (!(value >= (lows[r] as number) && value <= (highs[r] as number))) return false;
    }
    return true;
  };

  const facets: { key: FacetKey; pass: Test }[] = [];
  const oneOf = (key: FacetKey, column: Int16Array, ids: string[], chosen: string[] | undefined) => {
    if (!chosen?.length) return;
    const allowed = ids.map((id) => chosen.includes(id));
    facets.push({ key, pass: (i) => allowed[column[i] as number] === true });
  };
  oneOf('category', index.category, index.options.categories, query.category);
  oneOf('location', index.location, index.options.locations, query.location);
  oneOf('type', index.type, index.options.buildingTypes, query.type);
  oneOf('style', index.style, STYLE_IDS, query.style);
  if (query.env?.length) {
    const wanted = new Uint32Array(index.envWords);
    for (const id of query.env) {
      const j = index.options.environmentalConditions.indexOf(id);
      if (j >= 0) wanted[j >>> 5] = (wanted[j >>> 5] as number) | (1 << (j & 31));
    }
    facets.push({
      key: 'env',
      pass: (i) => {
        for (let w = 0; w < index.envWords; w++) {
          if (((index.env[i * index.envWords + w] as number) & (wanted[w] as number)) !== 0) return true;
        }
        return false;
      },
    });
  }
  const atLeast = (key: FacetKey, column: Float64Array, value: number | undefined) => {
    if (value !== undefined) facets.push({ key, pass: (i) => (column[i] as number) >= value });
  };
  atLeast('beds', index.bedrooms, query.beds);
  atLeast('baths', index.bathrooms, query.baths);
  atLeast('garage', index.garage, query.garage);
  if (query.stories !== undefined) {
    const stories = query.stories;
    facets.push({ key: 'stories', pass: (i) => index.stories[i] === stories });
  }
  if (query.featured) facets.push({ key: 'featured', pass: (i) => index.featured[i] === 1 });
  return { common, facets };
}

/**
 * Every facet's option counts in one loop over the designs (a few milliseconds for 100,000): a design
 * failing no active facet filter counts in every facet; failing exactly one, only in that facet
 * (disjunctive faceting: a facet ignores its own filter); failing two, nowhere.
 * `match`: the designs the text search found (null without one).
 */
export function countFacets(index: FacetIndex, query: Partial<MarketplaceQuery>, match: Uint8Array | null) {
  const { common, facets } = tests(index, query, match);
  const category = new Int32Array(index.options.categories.length);
  const location = new Int32Array(index.options.locations.length);
  const type = new Int32Array(index.options.buildingTypes.length);
  const envBySet = new Int32Array(index.envSets.length);
  const style = new Int32Array(STYLE_IDS.length);
  // Stories are small numbers: counted by value (an odd large one goes to the map).
  const stories = new Int32Array(STORIES_BY_VALUE);
  const otherStories = new Map<number, number>();
  // Designs by the number of steps they meet; "at least step k" is the sum over the higher counts.
  const beds = new Int32Array(BED_STEPS.length + 1);
  const baths = new Int32Array(BATH_STEPS.length + 1);
  const garage = new Int32Array(GARAGE_STEPS.length + 1);
  let featured = 0;
  let total = 0;
  const bump = (target: Int32Array, option: number) => {
    if (option >= 0) target[option] = (target[option] as number) + 1;
  };
  const addStories = (i: number) => {
    const slot = index.storiesSlot[i] as number;
    if (slot >= 0) bump(stories, slot);
    else {
      const value = index.stories[i] as number;
      otherStories.set(value, (otherStories.get(value) ?? 0) + 1);
    }
  };
  const add = (i: number, only: FacetKey) => {
    switch (only) {
      case 'category':
        return bump(category, index.category[i] as number);
      case 'location':
        return bump(location, index.location[i] as number);
      case 'type':
        return bump(type, index.type[i] as number);
      case 'style':
        return bump(style, index.style[i] as number);
      case 'env':
        return bump(envBySet, index.envSet[i] as number);
      case 'stories':
        return addStories(i);
      case 'beds':
        return bump(beds, index.bedSteps[i] as number);
      case 'baths':
        return bump(baths, index.bathSteps[i] as number);
      case 'garage':
        return bump(garage, index.garageSteps[i] as number);
      case 'featured':
        if (index.featured[i] === 1) featured += 1;
    }
  };
  rows: for (let i = 0; i < index.size; i++) {
    if (!common(i)) continue;
    let failed: FacetKey | null = null;
    for (let f = 0; f < facets.length; f++) {
      const facet = facets[f] as (typeof facets)[number];
      if (facet.pass(i)) continue;
      if (failed !== null) continue rows;
      failed = facet.key;
    }
    if (failed !== null) {
      add(i, failed);
      continue;
    }
    total += 1;
    bump(category, index.category[i] as number);
    bump(location, index.location[i] as number);
    bump(type, index.type[i] as number);
    bump(style, index.style[i] as number);
    bump(envBySet, index.envSet[i] as number);
    addStories(i);
    bump(beds, index.bedSteps[i] as number);
    bump(baths, index.bathSteps[i] as number);
    bump(garage, index.garageSteps[i] as number);
    if (index.featured[i] === 1) featured += 1;
  }
  const env = index.options.environmentalConditions.map(() => 0);
  envBySet.forEach((count, set) => {
    for (const j of index.envSets[set] ?? []) env[j] = (env[j] as number) + count;
  });
  const storyCounts = new Map(otherStories);
  stories.forEach((count, value) => {
    if (count > 0) storyCounts.set(value, count);
  });
  const counts: FacetCounts = {
    total,
    category: [...category],
    location: [...location],
    type: [...type],
    env,
    style: [...style],
    stories: storyCounts,
    beds: atLeastCounts(beds),
    baths: atLeastCounts(baths),
    garage: atLeastCounts(garage),
    featured,
  };
  return counts;
}

/** From designs by steps met to designs meeting at least step k, for each step. */
function atLeastCounts(byStepsMet: Int32Array): number[] {
  const counts: number[] = [];
  let sum = 0;
  for (let k = byStepsMet.length - 1; k >= 1; k--) {
    sum += byStepsMet[k] as number;
    counts[k - 1] = sum;
  }
  return counts;
}

/** A test of one design (its position in the index) against every filter of the query. */
export function matcher(index: FacetIndex, query: Partial<MarketplaceQuery>, match: Uint8Array | null): Test {
  const { common, facets } = tests(index, query, match);
  const passes = facets.map((facet) => facet.pass);
  return (i) => {
    if (!common(i)) return false;
    for (let f = 0; f < passes.length; f++) if (!(passes[f] as Test)(i)) return false;
    return true;
  };
}

/** The positions of the designs matching every filter, in index order. */
export function matching(index: FacetIndex, query: Partial<MarketplaceQuery>, match: Uint8Array | null): number[] {
  const matches = matcher(index, query, match);
  const found: number[] = [];
  for (let i = 0; i < index.size; i++) if (matches(i)) found.push(i);
  return found;
}

/** How many designs match every filter (the listing's total), without listing them. */
export function countMatching(index: FacetIndex, query: Partial<MarketplaceQuery>, match: Uint8Array | null): number {
  const matches = matcher(index, query, match);
  let count = 0;
  for (let i = 0; i < index.size; i++) if (matches(i)) count++;
  return count;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  marketplaceSearch,
  parseMarketplaceParams,
  parseMarketplaceQuery,
  SORT_OPTIONS,
} from './catalog.ts';
import { designImageSrcSet, designImageUrl, withDesignPreview } from './design-images.ts';

const parse = (search: string) => parseMarketplaceParams(new URLSearchParams(search));

describe('marketplace query', () => {
  it('has defaults for an empty query', () => {
    expect(parse('')).toEqual({
      category: [],
      location: [],
      type: [],
      env: [],
      style: [],
      featured: false,
      sort: 'popular',
      page: 1,
    });
  });

  it('reads lists from repeated keys and from comma-separated values', () => {
    expect(parse('category=residential&category=commercial').category).toEqual(['residential', 'commercial']);
    expect(parse('env=snow,wind,snow').env).toEqual(['snow', 'wind']);
  });

  it('drops malformed values instead of failing', () => {
    const query = parse('minPrice=abc&sort=nonsense&page=-4&category=%3Cscript%3E&q=%20%20&featured=maybe');
    expect(query).toEqual({ ...parse(''), featured: false });
    expect(parse('minPrice=1&minPrice=2&page=2.5&baths=1.3&beds=-1').minPrice).toBeUndefined();
    expect(parse('baths=1.5').baths).toBe(1.5);
    expect(query.featured).toBe(false);
  });

  it('reads empty form fields as no limit', () => {
    expect(parse('q=&minPrice=&maxPrice=%20&beds=&baths=&category=&sort=popular')).toEqual(parse(''));
  });

  it('reads a reversed range the way it was meant', () => {
    expect(parse('minPrice=5000&maxPrice=2000')).toMatchObject({ minPrice: 2000, maxPrice: 5000 });
    expect(parse('minArea=9000&maxArea=100')).toMatchObject({ minArea: 100, maxArea: 9000 });
  });

  it('is also available in the shape of a schema', () => {
    expect(parseMarketplaceQuery({ sort: 'newest', category: ['a', 'b'] })).toEqual(
      parseMarketplaceQuery({ sort: 'newest', category: 'a,b' }),
    );
    expect(parseMarketplaceQuery(null)).toEqual(parse(''));
  });

  it('accepts a checkbox value for featured', () => {
    expect(parse('featured=on').featured).toBe(true);
    expect(parse('featured=1').featured).toBe(true);
  });

  it('reads styles as a list of known style ids only', () => {
    expect(parse('style=modern&style=Scandinavian').style).toEqual(['modern', 'scandinavian']);
    expect(parse('style=modern,gothic,,modern,%3Cb%3E').style).toEqual(['modern']);
    expect(parse('style=gothic')).toEqual(parse(''));
  });

  it('reads the garage filter as one of its choices', () => {
    expect(parse('garage=2').garage).toBe(2);
    for (const invalid of ['0', '4', '1.5', '-1', 'two', '', '1&garage=2']) {
      expect(parse(`garage=${invalid}`).garage, invalid).toBeUndefined();
    }
  });

  it('reads width and depth limits in whole feet, a reversed range the way it was meant', () => {
    expect(parse('maxWidth=50&maxDepth=80')).toMatchObject({ maxWidth: 50, maxDepth: 80 });
    expect(parse('minWidth=60&maxWidth=40&minDepth=30')).toMatchObject({ minWidth: 40, maxWidth: 60, minDepth: 30 });
    const malformed = parse('maxWidth=40.5&minWidth=-3&maxDepth=abc&minDepth=%20&maxWidth=');
    expect(malformed).toEqual(parse(''));
  });

  it('keeps the existing sorts in their order and adds narrowest first at the end', () => {
    expect(SORT_OPTIONS.map((option) => option.id)).toEqual([
      'popular',
      'price-asc',
      'price-desc',
      'newest',
      'area-desc',
      'area-asc',
      'width-asc',
    ]);
    expect(parse('sort=width-asc').sort).toBe('width-asc');
  });

  it('writes the shortest canonical search string', () => {
    expect(marketplaceSearch(parse(''))).toBe('');
    expect(marketplaceSearch(parse('sort=popular&page=1'))).toBe('');
    expect(marketplaceSearch(parse('category=residential&category=commercial&sort=price-asc&page=2'))).toBe(
      '?category=residential,commercial&sort=price-asc&page=2',
    );
    expect(marketplaceSearch(parse('maxWidth=60&garage=2&style=farmhouse&style=modern&minDepth=&sort=width-asc'))).toBe(
      '?style=farmhouse,modern&garage=2&maxWidth=60&sort=width-asc',
    );
  });

  it('round-trips any query through its search string', () => {
    const slug = fc.constantFrom('residential', 'urban', 'snow', 'office', 'mixed-use');
    const optionalNumber = fc.option(fc.nat({ max: 1_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          q: fc.option(fc.constantFrom('timber', 'coastal villa', 'a&b=c'), { nil: undefined }),
          category: fc.uniqueArray(slug, { maxLength: 3 }),
          env: fc.uniqueArray(slug, { maxLength: 3 }),
          style: fc.uniqueArray(fc.constantFrom('modern', 'farmhouse', 'scandinavian'), { maxLength: 3 }),
          minPrice: optionalNumber,
          beds: optionalNumber,
          garage: fc.option(fc.constantFrom(1, 2, 3), { nil: undefined }),
          maxWidth: optionalNumber,
          minDepth: optionalNumber,
          featured: fc.boolean(),
          sort: fc.constantFrom('popular', 'price-asc', 'newest', 'area-desc', 'width-asc'),
          page: fc.integer({ min: 1, max: 1000 }),
        }),
        (input) => {
          const query = parseMarketplaceQuery(input);
          expect(parse(marketplaceSearch(query).slice(1))).toEqual(query);
        },
      ),
    );
  });

  it('counts active filters but not sort or page', () => {
    expect(countActiveFilters(parse('sort=newest&page=3'))).toBe(0);
    expect(countActiveFilters(parse('q=cabin&env=snow,wind&beds=2&featured=1'))).toBe(5);
    expect(countActiveFilters(parse('style=modern,farmhouse&garage=1&maxWidth=50&minDepth=30&sort=width-asc'))).toBe(5);
  });
});

describe('design image addresses', () => {
  it('adds the view, width and format to the stored image path', () => {
    expect(designImageUrl('/media/designs/design-001')).toBe('/media/designs/design-001');
    expect(designImageUrl('/media/designs/design-001', { width: 640, format: 'webp' })).toBe(
      '/media/designs/design-001-640.webp',
    );
    expect(designImageUrl('/media/designs/design-001', { view: 'plan', width: 320, format: 'avif' })).toBe(
      '/media/designs/design-001-plan-320.avif',
    );
  });

  it('keeps a preview token at the end of every variant of an unpublished design', () => {
    const image = withDesignPreview('/media/images/abc', '1700000000.sig_-x');
    expect(image).toBe('/media/images/abc?preview=1700000000.sig_-x');
    expect(designImageUrl(image, { width: 640, format: 'webp' })).toBe(
      '/media/images/abc-640.webp?preview=1700000000.sig_-x',
    );
    expect(designImageSrcSet(withDesignPreview('/m/d', 't'), 'avif', 'dusk')).toBe(
      [320, 480, 640, 960, 1280].map((width) => `/m/d-dusk-${width}.avif?preview=t ${width}w`).join(', '),
    );
    expect(withDesignPreview('', 't')).toBe('');
  });

  it('lists every width in a srcset', () => {
    expect(designImageSrcSet('/m/d', 'webp')).toBe(
      '/m/d-320.webp 320w, /m/d-480.webp 480w, /m/d-640.webp 640w, /m/d-960.webp 960w, /m/d-1280.webp 1280w',
    );
  });
});

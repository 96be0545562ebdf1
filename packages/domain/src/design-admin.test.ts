import { describe, expect, it } from 'vitest';
import { type DesignInput, designFormSchema, designInputSchema, designUpdateSchema } from './design-admin.ts';

const design: DesignInput = {
  title: 'Cedar Ridge Cabin',
  description: 'A compact cabin with a sleeping loft, a deep porch and a stove that heats the whole house.',
  priceCents: 129_900,
  categoryId: 'residential',
  locationId: 'mountain',
  buildingTypeId: 'cabin',
  environmentalConditions: [],
  featured: false,
  area: 980,
  stories: 2,
  bedrooms: null,
  bathrooms: null,
  widthFt: null,
  depthFt: null,
  garageBays: null,
  complexityFactor: 1,
  foundation: null,
  roofType: null,
  style: null,
  status: 'draft',
};
const { complexityFactor: _unset, ...withoutFactor } = design;

const factorError = (complexityFactor: unknown) =>
  designInputSchema
    .safeParse({ ...design, complexityFactor })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the design’s build complexity factor', () => {
  it('takes 0.50 to 3.00 with at most two decimals', () => {
    for (const factor of [0.5, 1, 1.15, 1.2, 2.35, 3])
      expect(designInputSchema.parse({ ...design, complexityFactor: factor }).complexityFactor).toBe(factor);
  });

  it('refuses anything else, with a message on the field', () => {
    const range = [['complexityFactor', 'Enter a factor from 0.50 to 3.00, e.g. 1.15.']];
    expect(factorError(0.3)).toEqual(range);
    expect(factorError(0.49)).toEqual(range);
    expect(factorError(3.5)).toEqual(range);
    expect(factorError(Number.NaN)).toEqual(range);
    expect(factorError('1.2')).toEqual(range);
    expect(factorError(null)).toEqual(range);
    expect(factorError(1.234)).toEqual([['complexityFactor', 'Use at most two decimals, e.g. 1.15.']]);
  });

  it('is 1 for a new design created without it; an update without it leaves it as stored', () => {
    expect(designInputSchema.parse(withoutFactor).complexityFactor).toBe(1);
    expect(designUpdateSchema.parse({ ...withoutFactor, version: 3 })).not.toHaveProperty('complexityFactor');
    expect(designUpdateSchema.parse({ ...design, complexityFactor: 1.25, version: 3 }).complexityFactor).toBe(1.25);
  });

  it('is required in the design form, which always shows a value', () => {
    expect(designFormSchema.safeParse({ ...withoutFactor, licences: { cad: null, unlimited: null } }).success).toBe(
      false,
    );
  });
});

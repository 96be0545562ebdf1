import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INCLUSIONS,
  inclusionAdditionsSchema,
  inclusionsByLicenceSchema,
  storedInclusionsSchema,
} from './plan-inclusions.ts';

describe('what each licence includes', () => {
  const savedBeforeStudySets = { 'pdf-single': ['A'], cad: [], unlimited: [] };

  it('reads lines saved before the study set existed with its default lines', () => {
    expect(storedInclusionsSchema.parse(savedBeforeStudySets)).toEqual({
      ...savedBeforeStudySets,
      study: DEFAULT_INCLUSIONS.study,
    });
  });

  it('asks staff for every kind, and a design for only those it adds to', () => {
    expect(inclusionsByLicenceSchema.safeParse(savedBeforeStudySets).success).toBe(false);
    expect(inclusionAdditionsSchema.parse({ cad: ['B'] })).toEqual({ cad: ['B'] });
  });
});

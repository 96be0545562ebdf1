import type { DesignFormValues, DesignInput, StaffDesign } from '@atelier/domain/design-admin';
import { EXTRA_LICENCE_IDS } from '@atelier/domain/licences';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import { showFieldErrors as showFormFieldErrors } from '../../lib/field-errors';

/** The fields in the order the form shows them: a server's field errors focus the first of these. */
export const DESIGN_FIELDS = [
  'title',
  'description',
  'priceCents',
  'categoryId',
  'locationId',
  'buildingTypeId',
  'environmentalConditions',
  'featured',
  'area',
  'stories',
  'bedrooms',
  'bathrooms',
  'widthFt',
  'depthFt',
  'garageBays',
  'complexityFactor',
  'foundation',
  'roofType',
  'style',
  'status',
] as const satisfies readonly (keyof DesignInput)[];

/** The licence fields, shown after the listing: a server's message about a licence lands on its price. */
const LICENCE_FIELDS = EXTRA_LICENCE_IDS.map((licence) => `licences.${licence}` as const);
const afterListing = DESIGN_FIELDS.indexOf('featured') + 1;
const FORM_FIELDS: readonly Path<DesignFormValues>[] = [
  ...DESIGN_FIELDS.slice(0, afterListing),
  ...LICENCE_FIELDS,
  ...DESIGN_FIELDS.slice(afterListing),
];

/**
 * A new design starts as a draft offering only the base licence (it has no files yet); the numbers
 * the schema requires start empty rather than 0.
 */
export const NEW_DESIGN: DefaultValues<DesignFormValues> = {
  title: '',
  description: '',
  categoryId: '',
  locationId: '',
  buildingTypeId: '',
  environmentalConditions: [],
  featured: false,
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
  licences: { cad: null, unlimited: null, study: null },
};

/** The form's values for a saved design. */
export function formValuesOf(design: StaffDesign): DesignFormValues {
  const input = Object.fromEntries(DESIGN_FIELDS.map((field) => [field, design[field]])) as DesignInput;
  return { ...input, licences: { ...design.licences } };
}

/** Number inputs give text: an empty required one is NaN (the schema's 'Enter …' message), an optional one null. */
export const requiredNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
export const optionalNumber = (value: unknown) => (value === '' || value == null ? null : Number(value));
export const optionalChoice = (value: unknown) => (value === '' || value == null ? null : String(value));

/**
 * Puts the server's field messages on the fields (a 400, or a 422 such as 'Add a picture before
 * publishing' on the status) and focuses the first of them. False when the error names none of the
 * form's fields, so the caller shows its message instead.
 */
export const showFieldErrors = (form: UseFormReturn<DesignFormValues>, error: unknown): boolean =>
  showFormFieldErrors(form, error, FORM_FIELDS);

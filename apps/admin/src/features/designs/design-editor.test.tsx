import type { DesignFormOptions, StaffDesign } from '@atelier/domain/design-admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember, stubStaffResource } from '../../test/staff-api';
import { DesignEditor } from './design-editor';

const options: DesignFormOptions = {
  categories: [{ id: 'residential', label: 'Residential' }],
  locations: [{ id: 'suburban', label: 'Suburban' }],
  buildingTypes: [{ id: 'single-family', label: 'Single-family' }],
  environmentalConditions: [{ id: 'temperate', label: 'Temperate' }],
};

/** A saved design as the staff API answers it; only its facts and their warnings matter here. */
const saved = (factWarnings: StaffDesign['factWarnings'], factsFrom: StaffDesign['factsFrom'] = 'stated') =>
  ({
    id: 'meadow-house-abc123',
    title: 'Meadow House',
    description: 'A long, low house around a sheltered courtyard, with a wide porch.',
    priceCents: 245_000,
    categoryId: 'residential',
    locationId: 'suburban',
    buildingTypeId: 'single-family',
    environmentalConditions: ['temperate'],
    featured: false,
    area: 1850,
    stories: 1,
    bedrooms: 3,
    bathrooms: 2.5,
    widthFt: null,
    depthFt: null,
    garageBays: null,
    complexityFactor: 1,
    foundation: null,
    roofType: null,
    style: null,
    status: 'draft',
    version: 3,
    licences: { cad: null, unlimited: null, study: null },
    canDeliverCad: false,
    factsFrom,
    factWarnings,
  }) as unknown as StaffDesign;

function renderEditor(design: StaffDesign) {
  stubStaffResource(staffMember('content_editor'), `/api/admin/designs/${design.id}`, { design });
  renderSignedIn(
    <DesignEditor
      design={design}
      options={options}
      readOnly={false}
      announce={vi.fn()}
      reload={vi.fn()}
      followOwnChanges={(version) => version}
    />,
  );
}

describe('DesignEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns, above the facts, where the floor plans’ rooms disagree with the stated heated area', () => {
    renderEditor(
      saved([
        {
          field: 'area',
          message: 'The floor plans’ rooms add up to 1,391 sq ft heated, but the design states 1,850 sq ft.',
        },
      ]),
    );
    const warnings = screen.getByRole('region', { name: 'Facts that disagree with the drawings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The floor plans’ rooms add up to 1,391 sq ft heated, but the design states 1,850 sq ft.']);
    // A warning, not a refusal: the form still saves.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save design' }).disabled).toBe(false);
  });

  it('shows no warning when the drawings agree with the facts', () => {
    renderEditor(saved([]));
    expect(screen.queryByRole('region', { name: 'Facts that disagree with the drawings' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Area (sq ft)').value).toBe('1850');
  });

  it('shows a modelled design’s facts as the model states them, with no field to type them in', () => {
    renderEditor(saved([], 'building-model'));
    const size = screen.getByRole('group', { name: 'Size and rooms' });
    expect(within(size).queryByRole('spinbutton')).toBeNull();
    expect(within(size).getByText('From the building model: a change to the model changes them.')).toBeTruthy();
    expect(within(size).getByText('1,850 sq ft heated')).toBeTruthy();
    expect(within(size).getByText('2.5')).toBeTruthy();
    expect(screen.queryByLabelText('Roof type')).toBeNull();
    expect(screen.getByLabelText('Style')).toBeTruthy();
  });
});

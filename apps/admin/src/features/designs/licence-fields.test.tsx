import {
  type DesignFormValues,
  type DesignLicences,
  designFormSchema,
  type StaffDesign,
} from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultValues } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { formValuesOf, NEW_DESIGN } from './design-form-values';
import { LicenceFields } from './licence-fields';

const STUDY = 'Study set — not for construction';
const STUDY_HINT =
  'Watermarked “NOT FOR CONSTRUCTION”; its price is credited when the buyer buys a build licence of this design within 180 days.';

/** A saved design with every required fact; only its facts and licences matter to the form. */
const saved = (licences: DesignLicences) =>
  ({
    title: 'Cedar Row House',
    description: 'A narrow two-storey house with a roof terrace and a garden.',
    priceCents: 245_000,
    categoryId: 'residential',
    locationId: 'urban',
    buildingTypeId: 'single-family',
    environmentalConditions: [],
    featured: false,
    area: 1850,
    stories: 2,
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
    licences,
  }) as unknown as StaffDesign;

/** The licence fields in a form checked by the shared schema, as the design page has them. */
function LicenceForm({
  defaultValues,
  canDeliverCad = false,
  onSave,
}: {
  defaultValues: DefaultValues<DesignFormValues>;
  canDeliverCad?: boolean;
  onSave(values: DesignFormValues): void;
}) {
  const form = useForm<DesignFormValues>({ resolver: zodResolver(designFormSchema), defaultValues });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <LicenceFields form={form} canDeliverCad={canDeliverCad} />
      <button type="submit">Save design</button>
    </form>
  );
}

function renderForm(defaultValues: DefaultValues<DesignFormValues>, canDeliverCad = false) {
  const onSave = vi.fn();
  render(<LicenceForm defaultValues={defaultValues} canDeliverCad={canDeliverCad} onSave={onSave} />);
  return onSave;
}

const licence = (name: string) => within(screen.getByRole('group', { name: 'Licences' })).getByRole('group', { name });
const offer = (name: string) =>
  within(licence(name)).getByRole<HTMLInputElement>('checkbox', { name: `Offer the ${name} licence` });
const price = (name: string) =>
  within(licence(name)).getByLabelText<HTMLInputElement>(`Price of the ${name} licence (USD)`);

describe('LicenceFields', () => {
  it('lists every extra licence after the base one, the study set last', () => {
    renderForm(formValuesOf(saved({ cad: null, unlimited: null, study: null })));
    const groups = within(screen.getByRole('group', { name: 'Licences' })).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'CAD files',
      'Unlimited builds',
      STUDY,
    ]);
  });

  it('offers the study set without CAD files, with its hint on the licence', () => {
    renderForm(formValuesOf(saved({ cad: null, unlimited: null, study: null })));
    expect(offer('CAD files').disabled).toBe(true);
    expect(offer(STUDY).disabled).toBe(false);
    expect(within(licence(STUDY)).queryByText('Upload CAD files to offer this licence.')).toBeNull();
    const hint = within(licence(STUDY)).getByText(STUDY_HINT);
    expect(licence(STUDY).getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('shows a saved study set price and sends it with the other licences', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(formValuesOf(saved({ cad: 612_500, unlimited: null, study: 25_000 })), true);
    expect(offer(STUDY).checked).toBe(true);
    expect(price(STUDY).value).toBe('250');

    await user.clear(price(STUDY));
    await user.type(price(STUDY), '275.5');
    await user.click(screen.getByRole('button', { name: 'Save design' }));

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].licences).toEqual({ cad: 612_500, unlimited: null, study: 27_550 });
  });

  it('offers the study set at the price typed, and says so when none is', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(formValuesOf(saved({ cad: null, unlimited: null, study: null })));
    expect(offer(STUDY).checked).toBe(false);
    expect(price(STUDY).disabled).toBe(true);

    await user.click(offer(STUDY));
    expect(price(STUDY).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await within(licence(STUDY)).findByText('Enter a price.')).toBeTruthy();
    expect(price(STUDY).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(price(STUDY), '250');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].licences).toEqual({ cad: null, unlimited: null, study: 25_000 });
  });

  it('sends no study set once it is withdrawn', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(formValuesOf(saved({ cad: null, unlimited: null, study: 25_000 })));
    await user.click(offer(STUDY));
    expect(price(STUDY).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].licences).toEqual({ cad: null, unlimited: null, study: null });
  });

  it('has a new design offer no extra licence', () => {
    renderForm(NEW_DESIGN);
    for (const name of ['CAD files', 'Unlimited builds', STUDY]) expect(offer(name).checked).toBe(false);
    expect(price(STUDY).value).toBe('');
  });
});

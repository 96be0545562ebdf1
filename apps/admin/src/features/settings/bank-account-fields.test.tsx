import { DEFAULT_BANK_TRANSFER, type ShopSettings, shopSettingsSchema } from '@atelier/domain/shop-settings';
import { DEFAULT_STUDIO_DETAILS } from '@atelier/domain/studio-details';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { BankAccountFields } from './bank-account-fields';
import type { SettingsFormValues } from './form-parts';
import { showServerFieldErrors } from './server-errors';

const settings: ShopSettings = {
  studio: DEFAULT_STUDIO_DETAILS,
  openingHours: { timeZone: 'Europe/Berlin', days: {} },
  bankTransfer: [
    DEFAULT_BANK_TRANSFER,
    { ...DEFAULT_BANK_TRANSFER, region: 'Germany', currency: 'EUR', countries: 'DE' },
  ],
  taxes: { defaultRatePercent: 0, byCountry: [] },
  email: { senderName: 'Atelier', senderAddress: 'orders@example.com' },
};

let form: UseFormReturn<SettingsFormValues, unknown, ShopSettings>;

function Regions() {
  form = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: settings,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => {})}>
        <BankAccountFields index={0} />
        <BankAccountFields index={1} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** The message a field's description carries (its hint and error). */
const description = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('BankAccountFields', () => {
  it("shows the region's account fields and asks regions of IBAN countries for an IBAN and a BIC", async () => {
    render(<Regions />);
    expect(screen.getByLabelText<HTMLInputElement>('Region 1 routing number').value).toBe('021000021');
    expect(description('Region 2 IBAN')).toBe('Required for regions with IBAN countries (most of Europe).');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = "Buyers in DE pay by IBAN: enter the region's IBAN and BIC/SWIFT.";
    await waitFor(() => expect(description('Region 2 IBAN')).toContain(message));
    expect(screen.getByLabelText('Region 2 IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(description('Region 2 BIC/SWIFT')).toContain(message);
    expect(screen.getByLabelText('Region 1 IBAN').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts the server's message for bankTransfer.0.iban on Region 1 IBAN and focuses it", async () => {
    render(<Regions />);
    const refused = new ApiRequestError(400, 'invalid', 'Check the fields.', {
      'bankTransfer.0.iban': 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.',
    });
    act(() => {
      expect(showServerFieldErrors(form, refused)).toBe(true);
    });
    await waitFor(() => expect(description('Region 1 IBAN')).toContain('Enter a valid IBAN'));
    expect(document.activeElement).toBe(screen.getByLabelText('Region 1 IBAN'));
  });
});

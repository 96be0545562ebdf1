import { DEFAULT_BANK_TRANSFER, type ShopSettings, shopSettingsSchema } from '@atelier/domain/shop-settings';
import { DEFAULT_STUDIO_DETAILS } from '@atelier/domain/studio-details';
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { SettingsFormValues } from './form-parts';
import { StudioSection } from './studio-section';

const settings: ShopSettings = {
  studio: DEFAULT_STUDIO_DETAILS,
  openingHours: { timeZone: 'America/New_York', days: {} },
  bankTransfer: [DEFAULT_BANK_TRANSFER],
  taxes: { defaultRatePercent: 0, byCountry: [] },
  email: { senderName: 'Atelier', senderAddress: 'orders@example.com' },
};

let saved: ShopSettings | null = null;

function Studio() {
  const form = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: settings,
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          saved = values;
        })}
      >
        <StudioSection />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** The hint a field's description carries. */
const description = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('StudioSection', () => {
  it('says which paper invoices and certificates print on, following the country on automatic', () => {
    render(<Studio />);
    expect(screen.getByLabelText<HTMLSelectElement>('Paper size').value).toBe('auto');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('US');
    expect(description('Paper size')).toBe('Invoices, credit notes and licence certificates are printed on US Letter.');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    expect(description('Paper size')).toContain('printed on A4.');
    fireEvent.change(screen.getByLabelText('Paper size'), { target: { value: 'letter' } });
    expect(description('Paper size')).toContain('printed on US Letter.');
  });

  it('saves the paper staff chose with the country', async () => {
    saved = null;
    render(<Studio />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Paper size'), { target: { value: 'a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved?.studio).toMatchObject({ country: 'CA', paperSize: 'a4' }));
  });

  it('says how the address is written', () => {
    render(<Studio />);
    expect(description('Address')).toBe('Up to four lines, as printed on invoices.');
  });

  it("saves the studio's social profiles as https addresses, and refuses others", async () => {
    saved = null;
    render(<Studio />);
    expect(description('Instagram profile')).toBe(
      'Its full address, starting with https://. The footer links to it; leave empty to show none.',
    );
    fireEvent.change(screen.getByLabelText('Facebook profile'), { target: { value: 'facebook.com/atelier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the Facebook address in full, starting with https://.')).toBeTruthy();
    expect(saved).toBeNull();
    fireEvent.change(screen.getByLabelText('Facebook profile'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Instagram profile'), {
      target: { value: 'https://www.instagram.com/atelierplans' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved?.studio).toMatchObject({ facebookUrl: '', instagramUrl: 'https://www.instagram.com/atelierplans' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  bankTransferFor,
  DEFAULT_BANK_TRANSFER,
  percentToBasisPoints,
  shopSettingsSchema,
  taxRateFor,
} from './shop-settings.ts';

describe('taxRateFor', () => {
  const rates = { defaultBasisPoints: 825, byCountry: { GB: 2000, DE: 1900 } };
  it("uses the buyer country's rate, else the default", () => {
    expect(taxRateFor(rates, 'GB')).toBe(2000);
    expect(taxRateFor(rates, 'gb')).toBe(2000);
    expect(taxRateFor(rates, 'US')).toBe(825);
    expect(taxRateFor(rates, '')).toBe(825);
    expect(taxRateFor({ defaultBasisPoints: 0, byCountry: {} }, 'GB')).toBe(0);
  });
  it('turns percentages with two decimals into whole basis points', () => {
    expect(percentToBasisPoints(8.25)).toBe(825);
    expect(percentToBasisPoints(0.07)).toBe(7);
  });
});

describe('bankTransferFor', () => {
  const uk = { region: 'UK', currency: 'GBP', countries: 'GB, IE', instructions: 'Sort code 12-34-56\nRef {number}' };
  const ukDollars = { ...uk, region: 'UK (USD)', currency: 'USD', instructions: 'USD account\nRef {number}' };
  it('prefers the country in the order currency, then the country, then the default', () => {
    expect(bankTransferFor([DEFAULT_BANK_TRANSFER, uk, ukDollars], { country: 'GB', currency: 'USD' }, 'AP-1')).toEqual(
      ['USD account', 'Ref AP-1'],
    );
    expect(bankTransferFor([DEFAULT_BANK_TRANSFER, uk], { country: 'ie', currency: 'USD' }, 'AP-1')).toEqual([
      'Sort code 12-34-56',
      'Ref AP-1',
    ]);
    const other = bankTransferFor([uk, DEFAULT_BANK_TRANSFER], { country: 'US', currency: 'USD' }, 'AP-2');
    expect(other[0]).toBe('Pay by bank transfer to Atelier Plans Studio LLC.');
    expect(other.join(' ')).toContain('AP-2');
  });
});

describe('shopSettingsSchema', () => {
  const valid = {
    studio: { name: 'Atelier', email: 'a@example.com', phone: '+1 212', address: 'Line 1\nLine 2' },
    openingHours: { timeZone: 'Europe/London', days: { mon: ['09:00', '17:00'], sun: undefined } },
    bankTransfer: [DEFAULT_BANK_TRANSFER],
    taxes: { defaultRatePercent: 0, byCountry: [{ country: 'gb', ratePercent: 20 }] },
    email: { senderName: 'Atelier', senderAddress: 'orders@example.com' },
  };
  it('accepts a valid form and normalises country codes', () => {
    const parsed = shopSettingsSchema.parse(valid);
    expect(parsed.taxes.byCountry).toEqual([{ country: 'GB', ratePercent: 20 }]);
  });
  it('needs exactly one default region and one rate per country', () => {
    const twoDefaults = shopSettingsSchema.safeParse({
      ...valid,
      bankTransfer: [DEFAULT_BANK_TRANSFER, DEFAULT_BANK_TRANSFER],
    });
    expect(twoDefaults.error?.issues[0]?.message).toBe('Only one region can be the default.');
    const twice = shopSettingsSchema.safeParse({
      ...valid,
      taxes: {
        defaultRatePercent: 0,
        byCountry: [
          { country: 'GB', ratePercent: 20 },
          { country: 'GB', ratePercent: 5 },
        ],
      },
    });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['taxes', 'byCountry', 1, 'country'],
      message: 'GB has a rate already.',
    });
  });
});

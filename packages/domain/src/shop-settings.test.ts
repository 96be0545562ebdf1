import { describe, expect, it } from 'vitest';
import {
  type BankTransferEntry,
  bankTransferFor,
  bankTransferStoredEntrySchema,
  DEFAULT_BANK_TRANSFER,
  NO_BANK_ACCOUNT,
  percentToBasisPoints,
  shopSettingsSchema,
} from './shop-settings.ts';
import { taxRateFor } from './tax-rates.ts';

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

const europe: BankTransferEntry = {
  region: 'Europe',
  currency: 'EUR',
  countries: 'DE, FR',
  ...NO_BANK_ACCOUNT,
  accountHolder: 'Atelier Plans Europe GmbH',
  bankName: 'Commerzbank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  instructions: 'Pay in euros.\nReference {number}',
};

describe('bankTransferFor', () => {
  const uk = { ...europe, region: 'UK', currency: 'GBP', countries: 'GB, IE', instructions: 'Sterling\nRef {number}' };
  const ukDollars = { ...uk, region: 'UK (USD)', currency: 'USD', instructions: 'USD account\nRef {number}' };
  it('prefers the country in the order currency, then the country, then the default', () => {
    const paragraphs = (buyer: { country: string; currency: string }, entries: BankTransferEntry[]) =>
      bankTransferFor(entries, buyer, 'AP-1').paragraphs;
    expect(paragraphs({ country: 'GB', currency: 'USD' }, [DEFAULT_BANK_TRANSFER, uk, ukDollars])).toEqual([
      'USD account',
      'Ref AP-1',
    ]);
    expect(paragraphs({ country: 'ie', currency: 'USD' }, [DEFAULT_BANK_TRANSFER, uk])).toEqual([
      'Sterling',
      'Ref AP-1',
    ]);
    const other = bankTransferFor([uk, DEFAULT_BANK_TRANSFER], { country: 'US', currency: 'USD' }, 'AP-2');
    expect(other.paragraphs[0]).toBe(
      'Use your order number AP-2 as the payment reference so we can match your payment.',
    );
  });

  it('lists the account fields that are set, in order, with the IBAN in groups of four', () => {
    expect(
      bankTransferFor([DEFAULT_BANK_TRANSFER, europe], { country: 'DE', currency: 'EUR' }, 'AP-3').details,
    ).toEqual([
      { label: 'Account holder', value: 'Atelier Plans Europe GmbH' },
      { label: 'Bank', value: 'Commerzbank' },
      { label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
      { label: 'BIC/SWIFT', value: 'COBADEFFXXX' },
      { label: 'Payment reference', value: 'AP-3' },
    ]);
    expect(bankTransferFor([DEFAULT_BANK_TRANSFER], { country: 'US', currency: 'USD' }, 'AP-4')).toEqual({
      details: [
        { label: 'Account holder', value: 'Atelier Plans Studio LLC' },
        { label: 'Bank', value: 'First Harbor Bank' },
        { label: 'Routing number', value: '021000021' },
        { label: 'Account number', value: '4820193755' },
        { label: 'Payment reference', value: 'AP-4' },
      ],
      paragraphs: [
        'Use your order number AP-4 as the payment reference so we can match your payment.',
        'We confirm within one business day of receiving the funds; we then email you your download links, and they appear on your order page.',
      ],
    });
  });
});

describe('bank details of a region', () => {
  const form = (region: Partial<Record<keyof BankTransferEntry, string>>) =>
    shopSettingsSchema.shape.bankTransfer.safeParse([DEFAULT_BANK_TRANSFER, { ...europe, ...region }]);

  it('keeps an IBAN and a BIC typed with spaces or in lower case in electronic format', () => {
    const parsed = form({ iban: ' de89 3704 0044 0532 0130 00 ', bic: 'coba de ff xxx' });
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.[1]).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('refuses an IBAN whose checksum is wrong and a BIC of the wrong length, on their fields', () => {
    const parsed = form({ iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADEF' });
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [1, 'iban'], message: 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.' },
      { path: [1, 'bic'], message: 'Enter a valid BIC/SWIFT code of 8 or 11 characters, e.g. COBADEFFXXX.' },
    ]);
  });

  it('needs an IBAN and a BIC when the region lists countries that use IBAN, and names them', () => {
    const parsed = form({ countries: 'DE, us, FR', iban: '', bic: '', accountNumber: '123456' });
    const message = "Buyers in DE, FR pay by IBAN: enter the region's IBAN and BIC/SWIFT.";
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [1, 'iban'], message },
      { path: [1, 'bic'], message },
    ]);
  });

  it('needs no IBAN where no listed country uses one (the details may stay in the instructions)', () => {
    expect(form({ countries: 'CA', currency: 'CAD', iban: '', bic: '' }).success).toBe(true);
    expect(form({ countries: 'CA', currency: 'CAD', iban: '', bic: '', accountNumber: '4820193755' }).success).toBe(
      true,
    );
  });

  it('reads a region stored before the bank fields existed, with them empty', () => {
    const stored = { region: 'Europe', currency: 'EUR', countries: 'DE', instructions: 'IBAN DE89…\nRef {number}' };
    expect(bankTransferStoredEntrySchema.parse(stored)).toEqual({ ...stored, ...NO_BANK_ACCOUNT });
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
  it("keeps the studio's social profiles as https addresses, empty for none (rows saved before had none)", () => {
    expect(shopSettingsSchema.parse(valid).studio).toMatchObject({
      facebookUrl: '',
      instagramUrl: '',
      linkedinUrl: '',
      pinterestUrl: '',
    });
    const studio = (profiles: Record<string, string>) =>
      shopSettingsSchema.shape.studio.safeParse({ ...valid.studio, ...profiles });
    expect(studio({ instagramUrl: ' https://www.instagram.com/atelierplans ' }).data?.instagramUrl).toBe(
      'https://www.instagram.com/atelierplans',
    );
    for (const wrong of ['http://facebook.com/atelier', 'facebook.com/atelier', 'javascript:alert(1)', 'https://x']) {
      expect(studio({ facebookUrl: wrong }).error?.issues[0]).toMatchObject({
        path: ['facebookUrl'],
        message: 'Enter the Facebook address in full, starting with https://.',
      });
    }
  });
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

import { describe, expect, it } from 'vitest';
import { COUNTRIES, checkoutCustomerSchema, checkoutRequestSchema, countryName } from './checkout.ts';

const customer = {
  fullName: '  Ada Lovelace ',
  email: 'Ada@Example.COM',
  phone: '',
  company: '',
  country: 'GB',
  address: '12 St James Square, London',
  projectLocation: '',
  notes: '',
  acceptLicence: true,
};

describe('checkout schema', () => {
  it('trims text, lower-cases the email and drops blank optional fields', () => {
    expect(checkoutCustomerSchema.parse(customer)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      address: '12 St James Square, London',
      acceptLicence: true,
    });
  });

  it('names each invalid field with its message', () => {
    const result = checkoutCustomerSchema.safeParse({
      ...customer,
      fullName: '',
      email: 'x',
      phone: 'call me',
      country: '',
      acceptLicence: false,
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(fields).toEqual({
      fullName: 'Full name is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      country: 'Please choose a country.',
      acceptLicence: 'Please accept the plan licence terms.',
    });
  });

  it('takes an optional VAT number, trimmed and in upper case, and refuses what cannot be one', () => {
    const vatOf = (vatNumber: string) => checkoutCustomerSchema.safeParse({ ...customer, vatNumber });
    expect(vatOf('  gb 123 4567 89 ').data?.vatNumber).toBe('GB 123 4567 89');
    expect(vatOf('DE123456789').data?.vatNumber).toBe('DE123456789');
    expect(vatOf('12-3456789').data?.vatNumber).toBe('12-3456789');
    expect(vatOf('   ').data?.vatNumber).toBeUndefined();
    for (const wrong of ['VAT', 'GB-', 'not a number!', '<b>12345</b>']) {
      expect(
        vatOf(wrong).error?.issues.map((issue) => issue.message),
        wrong,
      ).toEqual(['Please enter a valid VAT number, e.g. DE123456789.']);
    }
    expect(vatOf(`GB${'1'.repeat(40)}`).error?.issues[0]?.message).toBe('VAT number must be at most 30 characters.');
  });

  it('takes a licence per line, and a number of builds only for the single-build licence', () => {
    const base = { ...customer, idempotencyKey: 'a1b2c3d4e5f6g7h8i9' };
    const line = (licence: string, quantity: number) =>
      checkoutRequestSchema.safeParse({ ...base, lines: [{ designId: 'design-001', licence, quantity }] });
    expect(line('cad', 1).success).toBe(true);
    expect(line('pdf-single', 3).success).toBe(true);
    expect(line('unlimited', 2).error?.issues[0]).toMatchObject({
      path: ['lines', 0, 'quantity'],
      message: 'Only the single-build licence is bought by number of builds.',
    });
    expect(line('commercial', 1).error?.issues[0]?.message).toBe('This licence is not offered.');
  });

  it('takes design ids and quantities only, and refuses duplicates and bad quantities', () => {
    const base = { ...customer, idempotencyKey: 'a1b2c3d4e5f6g7h8i9' };
    const parsed = checkoutRequestSchema.parse({ ...base, lines: [{ designId: 'design-001', quantity: 2, price: 1 }] });
    expect(parsed.lines).toEqual([{ designId: 'design-001', licence: 'pdf-single', quantity: 2, options: [] }]);
    // Options are known ids, put in their fixed order; whether the design offers them is the server's check.
    const withOptions = checkoutRequestSchema.parse({
      ...base,
      lines: [{ designId: 'design-001', quantity: 1, options: ['reverse', 'basement'] }],
    });
    expect(withOptions.lines[0]?.options).toEqual(['basement', 'reverse']);
    expect(
      checkoutRequestSchema.safeParse({ ...base, lines: [{ designId: 'a', quantity: 1, options: ['attic'] }] }).success,
    ).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...base, lines: [] }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...base, lines: [{ designId: 'a', quantity: 100 }] }).success).toBe(false);
    expect(
      checkoutRequestSchema.safeParse({
        ...base,
        lines: [
          { designId: 'a', quantity: 1 },
          { designId: 'a', quantity: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(
      checkoutRequestSchema.safeParse({ ...base, idempotencyKey: 'short', lines: [{ designId: 'a', quantity: 1 }] })
        .success,
    ).toBe(false);
  });

  it('lists countries by name', () => {
    expect(countryName('US')).toBe('United States');
    expect(COUNTRIES.length).toBeGreaterThan(150);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

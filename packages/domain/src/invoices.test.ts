import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoices.ts';

describe('invoice numbers', () => {
  it('are the kind’s prefix, the year and the place in its sequence, six digits at least', () => {
    expect(formatInvoiceNumber('invoice', 2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber('credit_note', 2026, 42)).toBe('CN-2026-000042');
    expect(formatInvoiceNumber('invoice', 2027, 1_234_567)).toBe('INV-2027-1234567');
  });

  it('read back into their parts, in any case; anything else is no number', () => {
    expect(parseInvoiceNumber(' inv-2026-000001 ')).toEqual({ kind: 'invoice', year: 2026, sequence: 1 });
    expect(parseInvoiceNumber('CN-2026-000042')).toEqual({ kind: 'credit_note', year: 2026, sequence: 42 });
    for (const text of ['INV-2026-1', 'XX-2026-000001', 'INV-26-000001', 'AP-7KQ2-M9XD', '']) {
      expect(parseInvoiceNumber(text), text).toBeNull();
    }
  });
});

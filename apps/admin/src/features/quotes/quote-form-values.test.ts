import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { draftQuote } from '../../test/quotes';
import {
  formValuesOf,
  newQuoteValues,
  type QuoteFormValues,
  quoteFieldPaths,
  quoteFormResolver,
  runningAmounts,
  termsOf,
} from './quote-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<QuoteFormValues>;
const check = (values: QuoteFormValues) => quoteFormResolver(values, undefined, options);

describe('the quote form', () => {
  it('starts with one empty line, a 50% deposit, 5 days to deliver, valid for two weeks', () => {
    expect(newQuoteValues(new Date(2026, 2, 25, 15, 30))).toEqual({
      lines: [{ description: '', amountCents: Number.NaN }],
      depositPercent: '50',
      dueDays: '5',
      validUntil: '2026-04-08',
      note: '',
    });
  });

  it('gives back saved terms as they were, and sends them as the API takes them', () => {
    const values = formValuesOf(draftQuote());
    expect(values.depositPercent).toBe('50');
    expect(termsOf(values)).toEqual({
      lines: [
        { description: 'Add a third garage bay', amountCents: 120_000 },
        { description: 'Widen the porch', amountCents: 30_050 },
      ],
      depositPercent: 50,
      dueDays: 5,
      validUntil: '2026-03-15',
      note: 'Structural changes are not included.',
    });
  });

  it('adds up the lines as they are typed, an empty amount counting as nothing, the deposit rounded', () => {
    const lines = [
      { description: 'Garage', amountCents: 100_001 },
      { description: 'Porch', amountCents: Number.NaN },
    ];
    expect(runningAmounts({ lines, depositPercent: '33' })).toEqual({
      totalCents: 100_001,
      depositCents: 33_000,
      balanceCents: 67_001,
    });
    expect(runningAmounts({ lines, depositPercent: '' })).toEqual({
      totalCents: 100_001,
      depositCents: 0,
      balanceCents: 100_001,
    });
  });

  it('puts the schema’s messages on the fields of the line they are about', async () => {
    const values: QuoteFormValues = {
      ...newQuoteValues(new Date(2026, 2, 1)),
      lines: [
        { description: 'Garage', amountCents: 100_000 },
        { description: ' ', amountCents: Number.NaN },
      ],
      depositPercent: '5',
      dueDays: '',
    };
    const { errors } = await check(values);
    expect(errors.lines?.[1]?.description?.message).toBe('Describe the change.');
    expect(errors.lines?.[1]?.amountCents?.message).toBe('Enter the amount in dollars.');
    expect(errors.lines?.[0]).toBeUndefined();
    expect(errors.depositPercent?.message).toBe('The deposit must be 10–100.');
    expect(errors.dueDays?.message).toBe('Days to deliver must be a whole number.');
  });

  it('lets valid terms through as the shared schema reads them', async () => {
    const values = { ...formValuesOf(draftQuote()), note: '  Trimmed.  ' };
    const { values: terms, errors } = await check(values);
    expect(errors).toEqual({});
    expect(terms).toMatchObject({ depositPercent: 50, dueDays: 5, note: 'Trimmed.' });
  });

  it('names every field a server message may land on, line by line', () => {
    expect(quoteFieldPaths(2)).toEqual([
      'lines.0.description',
      'lines.0.amountCents',
      'lines.1.description',
      'lines.1.amountCents',
      'lines',
      'depositPercent',
      'dueDays',
      'validUntil',
      'note',
    ]);
  });
});

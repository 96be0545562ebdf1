import type { StaffPromotion } from '@atelier/domain/promotions';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import {
  formValuesOf,
  inputOf,
  messagesOnFields,
  onFormFields,
  type PromotionFormValues,
  promotionFormResolver,
} from './promotion-form-values';

const saved: StaffPromotion = {
  id: 'p1',
  code: 'SPRING10',
  percentOff: null,
  amountOffCents: 2_500,
  maxUses: 10,
  maxUsesPerBuyer: 1,
  startsAt: '2026-03-01T08:00:00.000Z',
  endsAt: null,
  minSubtotalCents: 0,
  scope: 'designs',
  scopeValues: ['design-001', 'design-002'],
  pausedAt: null,
  status: 'active',
  uses: 3,
  paidOrders: 2,
  revenueCents: 100_000,
  discountCents: 5_000,
  createdAt: '2026-02-01T08:00:00.000Z',
};

const empty = formValuesOf(null);
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PromotionFormValues>;
const check = (values: PromotionFormValues) => promotionFormResolver(values, undefined, options);

describe('the promotion form', () => {
  it('starts empty: a percentage off everything, with no limits', () => {
    expect(inputOf({ ...empty, code: 'spring10', percentOff: '10' })).toEqual({
      code: 'spring10',
      percentOff: 10,
      amountOffCents: null,
      maxUses: null,
      maxUsesPerBuyer: null,
      startsAt: null,
      endsAt: null,
      minSubtotalCents: 0,
      scope: 'all',
      scopeValues: [],
    });
  });

  it('gives back a saved code’s terms as they were, the design ids one per line', () => {
    const values = formValuesOf(saved);
    expect(values).toMatchObject({
      kind: 'amount',
      percentOff: '',
      maxUses: '10',
      designIds: 'design-001\ndesign-002',
    });
    expect(Number.isNaN(values.minSubtotalCents)).toBe(true);
    const input = inputOf(values);
    expect(input).toMatchObject({ amountOffCents: 2_500, percentOff: null, maxUses: 10, maxUsesPerBuyer: 1 });
    expect(input.scopeValues).toEqual(['design-001', 'design-002']);
    expect(Date.parse(input.startsAt ?? '')).toBe(Date.parse('2026-03-01T08:00:00Z'));
  });

  it('sends only the chosen discount and the values of the chosen scope, without blank lines', () => {
    const values = { ...empty, code: 'X-MAS', percentOff: '15', amountOffCents: 900, scopeValues: ['cad'] };
    expect(inputOf(values)).toMatchObject({ percentOff: 15, amountOffCents: null, scopeValues: [] });
    expect(inputOf({ ...values, scope: 'designs', designIds: ' design-003 \n\ndesign-004\n' }).scopeValues).toEqual([
      'design-003',
      'design-004',
    ]);
  });

  it('checks the code as the API will, in capitals', async () => {
    const result = await check({ ...empty, code: 'spring10', percentOff: '10' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ code: 'SPRING10', percentOff: 10 });
  });

  it('puts the schema’s messages on the controls that show them', async () => {
    const noAmount = await check({ ...empty, code: 'SPRING10', kind: 'amount' });
    expect(noAmount.errors.amountOffCents?.message).toBe('Give either a percent or an amount off.');
    expect(noAmount.errors.percentOff).toBeUndefined();

    const noDesigns = await check({ ...empty, code: 'SPRING10', percentOff: '10', scope: 'designs', designIds: '\n' });
    expect(noDesigns.errors.designIds?.message).toBe('Choose at least one.');

    const noLicence = await check({ ...empty, code: 'SPRING10', percentOff: '10', scope: 'licences' });
    expect(noLicence.errors.scopeValues?.message).toBe('Choose at least one.');
  });

  it('moves the server’s messages the same way, and leaves other errors alone', () => {
    const refused = new ApiRequestError(400, 'validation_failed', 'Some fields are not valid.', {
      'scopeValues.1': 'No design design-404.',
      code: 'This code is taken.',
    });
    const moved = onFormFields(refused, { scope: 'designs', kind: 'percent' });
    expect(moved).toBeInstanceOf(ApiRequestError);
    expect((moved as ApiRequestError).fields).toEqual({
      designIds: 'No design design-404.',
      code: 'This code is taken.',
    });
    expect((moved as ApiRequestError).status).toBe(400);
    const other = new Error('offline');
    expect(onFormFields(other, { scope: 'all', kind: 'percent' })).toBe(other);
    expect(
      messagesOnFields(
        { 'scopeValues.0': 'Too long.', scopeValues: 'Later.' },
        { scope: 'categories', kind: 'percent' },
      ),
    ).toEqual({
      scopeValues: 'Too long.',
    });
  });
});

import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputResolver, messagesByField } from './input-resolver';

interface Values {
  count: string;
  tags: string;
}

const schema = z.object({
  count: z.number({ error: 'Give a number.' }).int('Give a whole number.'),
  tags: z.array(z.string().min(1, 'No empty tags.')),
});
const toInput = (values: Values) => ({
  count: values.count === '' ? null : Number(values.count),
  tags: values.tags.split(','),
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('messagesByField', () => {
  it('puts a message about a part of a field on the field, the first one winning', () => {
    expect(messagesByField({ 'tags.2': 'No empty tags.', 'tags.3': 'Too long.', count: 'Give a number.' })).toEqual({
      tags: 'No empty tags.',
      count: 'Give a number.',
    });
  });
});

describe('inputResolver', () => {
  it('gives the schema’s output for the input the form becomes', async () => {
    const resolve = inputResolver(schema, toInput);
    expect(await resolve({ count: '3', tags: 'a,b' }, undefined, options)).toEqual({
      values: { count: 3, tags: ['a', 'b'] },
      errors: {},
    });
  });

  it('puts the schema’s messages on the fields, where the caller says they go', async () => {
    const resolve = inputResolver(schema, toInput);
    const { errors } = await resolve({ count: '', tags: 'a,,b' }, undefined, options);
    expect(errors.count?.message).toBe('Give a number.');
    expect(errors.tags?.message).toBe('No empty tags.');

    const onCount = inputResolver(schema, toInput, (messages) => ({ count: Object.values(messages).join(' ') }));
    const moved = await onCount({ count: '1.5', tags: 'a,' }, undefined, options);
    expect(Object.keys(moved.errors)).toEqual(['count']);
    expect(moved.errors.count?.message).toBe('Give a whole number. No empty tags.');
  });
});

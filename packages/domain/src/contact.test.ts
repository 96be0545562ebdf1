import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, contactFieldErrors, contactInputSchema, contactSubjectLabel } from './contact.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'residential-design',
  message: 'We would like a four-bedroom house on a sloping site.',
};

describe('contact form schema', () => {
  it('accepts a complete form, trims text and drops an empty phone', () => {
    const parsed = contactInputSchema.parse({ ...valid, name: '  Ada Lovelace ' });
    expect(parsed).toEqual({ ...valid, phone: undefined });
  });

  it('keeps a plausible phone number', () => {
    expect(contactInputSchema.parse({ ...valid, phone: '+1 (212) 555-0100' }).phone).toBe('+1 (212) 555-0100');
  });

  it('offers a general subject and the nine services', () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.id)).toContain('general');
    expect(CONTACT_SUBJECTS).toHaveLength(11);
    expect(contactSubjectLabel('3d-visualization')).toBe('3D Visualization');
  });

  it('gives one message per bad field', () => {
    const result = contactInputSchema.safeParse({
      name: ' ',
      email: 'not-an-email',
      phone: 'call me',
      subject: 'holiday',
      message: 'short',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(contactFieldErrors(result.error)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number, or leave it empty.',
      subject: 'Please choose what your message is about.',
      message: 'Please write at least 10 characters.',
    });
  });

  it('reports missing fields without throwing', () => {
    const result = contactInputSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = contactFieldErrors(result.error);
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses over-long text', () => {
    const result = contactInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) });
    expect(result.success).toBe(false);
  });
});

import { contactInputSchema } from '@atelier/domain/contact';
import { findOrderRequestSchema } from '@atelier/domain/orders';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_FIELDS_MESSAGE,
  clearedFindings,
  fieldControlProps,
  fieldsFailure,
  firstErrorField,
  formValues,
  schemaCheck,
  shownErrors,
  withoutError,
} from './form-check';

function formData(entries: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

const validContact = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'general',
  message: 'A long enough message about a cabin.',
};

describe('schemaCheck', () => {
  const check = schemaCheck(contactInputSchema);

  it('passes a form the schema accepts', () => {
    expect(check(formData(validContact))).toBeNull();
  });

  it("answers each refused field's first message, in the schema's order", () => {
    const errors = check(formData({ ...validContact, name: '', email: 'not-an-email' }));
    expect(errors).toEqual({ name: 'Please enter your name.', email: 'Please enter a valid email address.' });
    expect(Object.keys(errors ?? {})).toEqual(['name', 'email']);
  });

  it('reads the form as told, e.g. with a value that is not one of its fields', () => {
    const withOrder = schemaCheck(findOrderRequestSchema, (form) => ({ ...Object.fromEntries(form), orderNumber: '' }));
    expect(withOrder(formData({ email: 'ada@example.com', orderNumber: 'AP-0000-0000' }))).toEqual({
      orderNumber: 'Please enter your order number.',
    });
  });
});

describe('firstErrorField', () => {
  it('is the first field with a message, skipping cleared ones', () => {
    expect(firstErrorField({ name: '', email: 'Bad', message: 'Short' })).toBe('email');
    expect(firstErrorField({ phone: undefined })).toBeUndefined();
    expect(firstErrorField({})).toBeUndefined();
  });
});

describe('withoutError', () => {
  it("leaves out the field's message and keeps the others", () => {
    expect(withoutError<string>({ name: 'Missing', email: 'Bad' }, 'name')).toEqual({ email: 'Bad' });
  });

  it('answers the same object when the field has no message', () => {
    const errors = { email: 'Bad' };
    expect(withoutError<'name' | 'email'>(errors, 'name')).toBe(errors);
  });
});

describe('shownErrors', () => {
  const answer = { fields: { email: 'Taken' }, formError: 'Please correct the highlighted fields.' };

  it("shows the server's answer until the browser found something", () => {
    expect(shownErrors(null, answer)).toEqual({ errors: { email: 'Taken' }, formError: answer.formError });
    expect(shownErrors(null, undefined)).toEqual({ errors: {}, formError: undefined });
    expect(shownErrors(null, { fields: {}, formError: null })).toEqual({ errors: {}, formError: undefined });
  });

  it("shows the browser's messages instead; the server's message stays unless the browser has its own", () => {
    expect(shownErrors({ fields: { name: 'Missing' } }, { fields: {}, formError: 'Try again in 5 minutes.' })).toEqual({
      errors: { name: 'Missing' },
      formError: 'Try again in 5 minutes.',
    });
    expect(shownErrors({ fields: { name: 'Missing' }, formError: CORRECT_FIELDS_MESSAGE }, answer)).toEqual({
      errors: { name: 'Missing' },
      formError: CORRECT_FIELDS_MESSAGE,
    });
  });
});

describe('clearedFindings', () => {
  const answer = { fields: { name: 'Missing', email: 'Bad' }, formError: 'Server says' };

  it("clears a message of the server's answer, keeping its other messages and the one above the form", () => {
    const found = clearedFindings<string>(null, answer, 'name');
    expect(found).toEqual({ fields: { email: 'Bad' } });
    expect(shownErrors(found, answer)).toEqual({ errors: { email: 'Bad' }, formError: 'Server says' });
  });

  it("clears a message the browser found, keeping the browser's message above the form", () => {
    const found = { fields: { name: 'Missing', message: 'Short' }, formError: CORRECT_FIELDS_MESSAGE };
    expect(clearedFindings<string>(found, answer, 'message')).toEqual({
      fields: { name: 'Missing' },
      formError: CORRECT_FIELDS_MESSAGE,
    });
  });

  it('changes nothing when the field has no message', () => {
    expect(clearedFindings<string>(null, answer, 'phone')).toBeNull();
    const found = { fields: { name: 'Missing' } };
    expect(clearedFindings<string>(found, answer, 'email')).toBe(found);
  });
});

describe('fieldControlProps', () => {
  it('ties a control with a message to it, and leaves a control without one untouched', () => {
    expect(fieldControlProps('contact-email', 'email', 'Bad')).toEqual({
      id: 'contact-email',
      name: 'email',
      'aria-invalid': true,
      'aria-describedby': 'contact-email-error',
    });
    expect(fieldControlProps('contact-email', 'email', undefined)).toEqual({
      id: 'contact-email',
      name: 'email',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('fieldsFailure', () => {
  it('puts "Please correct the highlighted fields." above the messages', () => {
    expect(fieldsFailure({ email: 'Bad' })).toEqual({
      fields: { email: 'Bad' },
      formError: 'Please correct the highlighted fields.',
    });
  });
});

describe('formValues', () => {
  it("reads the named fields' text, leaving out absent fields, files and other fields", () => {
    const form = formData({ name: 'Ada', other: 'x' });
    form.append('email', new Blob(['file']), 'upload.txt');
    expect(formValues(form, ['name', 'email', 'phone'] as const)).toEqual({ name: 'Ada' });
  });
});

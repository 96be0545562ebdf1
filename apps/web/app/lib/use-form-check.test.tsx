import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormAlert, FormField } from '../components/form-field';
import type { FormAnswer } from './form-check';
import { useFormCheck } from './use-form-check';

type Field = 'email' | 'orderNumber';
const ids: Record<Field, string> = { email: 'find-email', orderNumber: 'find-order-number' };

/** A form as the storefront's forms draw it, rendered as the server renders it (before scripts run). */
function TestForm({ answer }: { answer: FormAnswer<Field> | undefined }) {
  const form = useFormCheck<Field>({ answer, idOf: (name) => ids[name], clearOnChange: true });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
      <FormAlert message={form.formError} />
      <FormField {...form.field('email')} label="Email address">
        <input {...form.control('email')} />
      </FormField>
      <FormField {...form.field('orderNumber')} label="Order number">
        <input {...form.control('orderNumber')} />
      </FormField>
    </form>
  );
}

describe('useFormCheck', () => {
  it("draws the server's answer: the message above the form, each field's message tied to its control", () => {
    const html = renderToString(
      <TestForm answer={{ fields: { orderNumber: 'Please enter your order number.' }, formError: 'Fix it.' }} />,
    );
    expect(html).toContain('<p role="alert"');
    expect(html).toContain('Fix it.');
    expect(html).toContain('<label for="find-order-number"');
    const control = html.match(/<input id="find-order-number"[^>]*>/)?.[0];
    expect(control).toContain('name="orderNumber"');
    expect(control).toContain('aria-invalid="true"');
    expect(control).toContain('aria-describedby="find-order-number-error"');
    expect(html).toContain(
      '<p id="find-order-number-error" class="mt-1 text-sm text-danger">Please enter your order number.</p>',
    );
    expect(html).toContain('<input id="find-email" name="email"/>');
  });

  it('draws a form without an answer with no messages', () => {
    const html = renderToString(<TestForm answer={undefined} />);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('-error');
  });
});

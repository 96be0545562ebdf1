import type { CartItem } from '@atelier/domain/cart';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CheckoutForm } from './checkout-form';
import type { CheckoutFailure } from './checkout-values';

const villa: CartItem = {
  id: 'design-001',
  title: 'Modern Coastal Villa',
  image: '/media/designs/design-001',
  price: 450000,
  licence: 'pdf-single',
  quantity: 1,
  options: [],
  optionsPrice: 0,
};

/** The form as the server draws it (its post and navigation state come from the router). */
function render(failure?: CheckoutFailure) {
  const element = (
    <CheckoutForm
      items={[villa]}
      countries={[{ code: 'US', name: 'United States' }]}
      hostedPayment={false}
      idempotencyKey="3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11"
      failure={failure}
    />
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />).replace(
    /<!-- -->/g,
    '',
  );
}

const promoInput = (html: string) => /<input[^>]*name="promoCode"[^>]*>/.exec(html)?.[0] ?? '';

describe('the promo code of the checkout form', () => {
  it('is an optional field of the form, without autofill, with a hint that the discount comes with the order', () => {
    const html = render();
    expect(html).toContain('<label for="checkout-promoCode" class="block text-sm font-medium">Promo code<span');
    const input = promoInput(html);
    expect(input).toContain('id="checkout-promoCode"');
    expect(input).toContain('autoComplete="off"');
    expect(input).not.toContain('required');
    expect(input).not.toContain('aria-invalid="');
    expect(input).toContain('aria-describedby="checkout-promoCode-hint"');
    expect(html).toContain(
      '<p id="checkout-promoCode-hint" class="mt-1 text-sm text-muted-fg">The discount is applied when you place the order.</p>',
    );
    // Sent with the post: it sits inside the form, before the button that places the order.
    const form = /<form[^>]*>.*<\/form>/.exec(html)?.[0] ?? '';
    expect(form.indexOf('name="promoCode"')).toBeGreaterThan(0);
    expect(form.indexOf('name="promoCode"')).toBeLessThan(form.indexOf('type="submit"'));
  });

  it("shows the server's refusal under the field, tied to it, and keeps what was typed", () => {
    const html = render({
      values: { fullName: 'Grace Hopper', email: 'grace@example.com', promoCode: 'nope', acceptLicence: true },
      fields: { promoCode: 'This code is not valid.' },
      formError: 'Please correct the highlighted fields.',
    });
    const input = promoInput(html);
    expect(input).toContain('value="nope"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="checkout-promoCode-hint checkout-promoCode-error"');
    expect(html).toContain(
      '<p id="checkout-promoCode-error" class="mt-1 text-sm text-danger">This code is not valid.</p>',
    );
    expect(html).toContain('value="Grace Hopper"');
    expect(html).toContain('role="alert"');
  });
});

import type { CartItem } from '@atelier/domain/cart';
import type { OrderTotals } from '@atelier/domain/orders';
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
};

/** The form as the server draws it (its post and navigation state come from the router). */
function render(failure?: CheckoutFailure, applied?: OrderTotals) {
  const element = (
    <CheckoutForm
      items={[villa]}
      countries={[{ code: 'US', name: 'United States' }]}
      hostedPayment={false}
      idempotencyKey="3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11"
      failure={failure}
      applied={applied}
    />
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />).replace(
    /<!-- -->/g,
    '',
  );
}

const promoInput = (html: string) => /<input[^>]*name="promoCode"[^>]*>/.exec(html)?.[0] ?? '';
const submitButtons = (html: string) => [...html.matchAll(/<button[^>]*type="submit"[^>]*>([^<]*)<\/button>/g)];
const statusLine = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('the promo code of the checkout form', () => {
  it('is an optional field of the form, without autofill, with a hint that Apply shows the discount', () => {
    const html = render();
    expect(html).toContain('<label for="checkout-promoCode" class="block text-sm font-medium">Promo code<span');
    const input = promoInput(html);
    expect(input).toContain('id="checkout-promoCode"');
    expect(input).toContain('autoComplete="off"');
    expect(input).not.toContain('required');
    expect(input).not.toContain('aria-invalid="');
    expect(input).toContain('aria-describedby="checkout-promoCode-hint"');
    expect(html).toContain(
      '<p id="checkout-promoCode-hint" class="mt-1 text-sm text-muted-fg">Apply to see the discount; it is checked again when you place the order.</p>',
    );
    // Sent with the post: it sits inside the form.
    const form = /<form[^>]*>.*<\/form>/.exec(html)?.[0] ?? '';
    expect(form.indexOf('name="promoCode"')).toBeGreaterThan(0);
    // Nothing is applied yet, and the status line that will say so is already in the page.
    expect(statusLine(html)).toBe('');
  });

  it('has Apply buttons of the same form, while Enter in a field still places the order', () => {
    const form = /<form[^>]*>.*<\/form>/.exec(render())?.[0] ?? '';
    const buttons = submitButtons(form);
    expect(buttons.map(([, label]) => label)).toEqual(['Place order', 'Apply', 'Apply', 'Place order']);
    // The default button (the first) places the order; it is there for Enter alone, out of sight and reach.
    const [first, apply, applyStudySet] = buttons.map(([button]) => button);
    // The study set's number applies on its own, as the code does.
    expect(applyStudySet).toContain('value="apply-code"');
    expect(applyStudySet).toContain('aria-label="Apply study set credit"');
    expect(form.indexOf(applyStudySet ?? '')).toBeGreaterThan(form.indexOf('name="studySetOrder"'));
    expect(first).not.toContain('name="intent"');
    expect(first).toContain('tabindex="-1"');
    expect(first).toContain('aria-hidden="true"');
    expect(apply).toContain('name="intent"');
    expect(apply).toContain('value="apply-code"');
    expect(form.indexOf(apply ?? '')).toBeGreaterThan(form.indexOf('name="promoCode"'));
  });

  it('says what an applied code takes off in its status line', () => {
    const totals = {
      subtotalCents: 450000,
      discountCents: 45000,
      promoCode: 'SPRING10',
      creditCents: 0,
      creditNote: null,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 405000,
    } as OrderTotals;
    expect(statusLine(render(undefined, totals))).toBe('Code SPRING10 applied: -$450.00.');
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

const studySetInput = (html: string) => /<input[^>]*name="studySetOrder"[^>]*>/.exec(html)?.[0] ?? '';

describe("the checkout form's study set order number", () => {
  it('is an optional field of the form, after the promo code, with a hint of when its price is credited', () => {
    const html = render();
    expect(html).toContain(
      '<label for="checkout-studySetOrder" class="block text-sm font-medium">Study set order number<span class="font-normal text-muted-fg"> (optional)</span></label>',
    );
    const input = studySetInput(html);
    expect(input).toContain('id="checkout-studySetOrder"');
    expect(input).toContain('autoComplete="off"');
    expect(input).not.toContain('required');
    expect(input).not.toContain('aria-invalid="');
    expect(input).toContain('aria-describedby="checkout-studySetOrder-hint"');
    expect(html).toContain(
      '<p id="checkout-studySetOrder-hint" class="mt-1 text-sm text-muted-fg">Bought a study set of this design within 180 days? Enter its order number to have its price credited (signed in with the same e-mail, it is credited automatically).</p>',
    );
    // Sent with the post, so with the order and with Apply's price check alike.
    const form = /<form[^>]*>.*<\/form>/.exec(html)?.[0] ?? '';
    expect(form.indexOf('name="studySetOrder"')).toBeGreaterThan(form.indexOf('name="promoCode"'));
  });

  it("shows the server's refusal under the field, tied to it, and keeps what was typed", () => {
    const message =
      'No study set of a design in your cart was bought under this order number with this e-mail address in the last 180 days, or it was credited already.';
    const html = render({
      values: { fullName: 'Grace Hopper', email: 'grace@example.com', studySetOrder: 'ap-nope', acceptLicence: true },
      fields: { studySetOrder: message },
      formError: 'Please correct the highlighted fields.',
    });
    const input = studySetInput(html);
    expect(input).toContain('value="ap-nope"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="checkout-studySetOrder-hint checkout-studySetOrder-error"');
    expect(html).toContain(`<p id="checkout-studySetOrder-error" class="mt-1 text-sm text-danger">${message}</p>`);
    // The promo code has nothing to say.
    expect(promoInput(html)).not.toContain('aria-invalid="');
    expect(html).toContain('role="alert"');
  });

  it("says the study set's credit Apply found in the status line, with the code's discount if any", () => {
    const credited = {
      subtotalCents: 450000,
      discountCents: 0,
      promoCode: null,
      creditCents: 30000,
      creditNote: 'Study set credit (order AP-7K2M-9QXD)',
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 420000,
    } as OrderTotals;
    expect(statusLine(render(undefined, credited))).toBe('Study set credit (order AP-7K2M-9QXD) applied: -$300.00.');
    expect(statusLine(render(undefined, { ...credited, promoCode: 'SPRING10', discountCents: 45000 }))).toBe(
      'Code SPRING10 applied: -$450.00. Study set credit (order AP-7K2M-9QXD) applied: -$300.00.',
    );
  });
});

import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { villaToCad } from '../../test/test-upgrade';
import type { UpgradeFailure, UpgradeReview } from './licence-upgrade-form';
import { LicenceUpgradeReview, priceUpgrade } from './licence-upgrade-review';

const toCad = villaToCad;
/** Two builds of the villa bought on an order taxed at 19%, opened with its link's token. */
const review: UpgradeReview = {
  number: 'AP-TEST-0001',
  offer: toCad,
  heldBuilds: 2,
  taxRateBasisPoints: 1900,
  token: 'abc',
  idempotencyKey: '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11',
};

/** The review as the server draws it (no script has run), inside the storefront's router. */
function render(shown: UpgradeReview, failure: UpgradeFailure | null = null) {
  const element = <LicenceUpgradeReview review={shown} failure={failure} />;
  const router = createMemoryRouter([{ path: '/order/:number/upgrade', element }], {
    initialEntries: ['/order/AP-TEST-0001/upgrade?design=design-001&licence=cad&token=abc'],
  });
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '');
}
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const sectionOf = (html: string, id: string) =>
  new RegExp(`<section aria-labelledby="${id}".*?</section>`).exec(html)?.[0] ?? '';
/** A section's label and value rows. */
const factsOf = (section: string) =>
  [...section.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term = '', value = '']) => [
    visibleText(term),
    visibleText(value),
  ]);
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href = '', text = '']) => [
    href.replaceAll('&amp;', '&'),
    visibleText(text),
  ]);
const hiddenFieldsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );

describe('LicenceUpgradeReview', () => {
  it('heads the page with the upgrade, and leads back to the order with its token', () => {
    const html = render(review);
    expect(html).toMatch(/<h1[^>]*>Review your licence upgrade<\/h1>/);
    expect(html).toContain('Modern Coastal Villa: from PDF plan set, single build to CAD files');
    expect(hrefsOf(html)).toContainEqual(['/order/AP-TEST-0001?token=abc', 'Back to order AP-TEST-0001']);
  });

  it('says what the buyer has: the design, the licence held and its builds, the build site on its certificate', () => {
    const section = sectionOf(render(review), 'upgrade-have-heading');
    expect(section).toContain('>What you have</h2>');
    expect(factsOf(section)).toEqual([
      ['Design', 'Modern Coastal Villa'],
      ['Order', 'AP-TEST-0001'],
      ['Licence', 'PDF plan set, single build'],
      ['Files', 'Plan set (PDF)'],
      ['Builds', '2'],
      ['Build site', 'As named on your licence certificate (PDF)'],
    ]);
    expect(hrefsOf(section)).toEqual([
      ['/design/design-001', 'Modern Coastal Villa'],
      ['/certificate/AP-TEST-0001/design-001?token=abc', 'As named on your licence certificate (PDF)'],
    ]);
  });

  it('says what the wider licence gives and adds', () => {
    const section = sectionOf(render(review), 'upgrade-get-heading');
    expect(section).toContain('>What you get</h2>');
    expect(section).toContain('The plan set and the editable CAD drawings, for your architect or engineer to adapt.');
    expect(factsOf(section)).toEqual([
      ['Licence', 'CAD files'],
      ['Files', 'Plan set (PDF), CAD files'],
      ['Builds', 'One'],
      ['Adds', 'CAD files'],
    ]);
    const unlimited = { ...toCad, from: 'cad', to: 'unlimited', label: 'Unlimited builds' } as const;
    expect(factsOf(sectionOf(render({ ...review, offer: unlimited }), 'upgrade-get-heading'))).toEqual([
      ['Licence', 'Unlimited builds'],
      ['Files', 'Plan set (PDF), CAD files'],
      ['Builds', 'Unlimited'],
      ['Adds', 'Unlimited builds'],
    ]);
  });

  it("prices the upgrade's order as the server does: the offer's price, tax at the order's rate, and the total", () => {
    const section = sectionOf(render(review), 'upgrade-pay-heading');
    expect(section).toContain('>What you pay</h2>');
    const line = /<tbody[^>]*>(.*?)<\/tbody>/.exec(section)?.[1] ?? '';
    // The design, then its price as it adds up: one row, the wider licence at the offer's price.
    expect(visibleText(line)).toBe('Modern Coastal Villa CAD files $6,750.00');
    const footer = /<tfoot[^>]*>(.*?)<\/tfoot>/.exec(section)?.[1] ?? '';
    const totals = [...footer.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)].map(
      ([, label, amount]) => [label, amount],
    );
    expect(totals).toEqual([
      ['Subtotal', '$6,750.00'],
      ['Tax (19%)', '$1,282.50'],
      ['Total', '$8,032.50'],
    ]);
    expect(priceUpgrade(toCad, 1900).totals).toMatchObject({
      subtotalCents: 675000,
      taxCents: 128250,
      totalCents: 803250,
    });
  });

  it('asks to accept the licence terms, then posts the upgrade with its key and token to the review', () => {
    const section = sectionOf(render(review), 'upgrade-terms-heading');
    const form = /<form[^>]*>/.exec(section)?.[0] ?? '';
    expect(form).toContain('method="post"');
    // The page's own address: the review's action places the order.
    expect(form).toContain('action="/order/AP-TEST-0001/upgrade?design=design-001&amp;licence=cad&amp;token=abc"');
    expect(hiddenFieldsOf(section)).toEqual({
      designId: 'design-001',
      licence: 'cad',
      idempotencyKey: '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11',
      token: 'abc',
    });
    const box = /<input id="upgrade-acceptLicence"[^>]*>/.exec(section)?.[0] ?? '';
    for (const attribute of ['type="checkbox"', 'name="acceptLicence"', 'required=""'])
      expect(box).toContain(attribute);
    expect(box).not.toContain('aria-invalid');
    const label = /<label for="upgrade-acceptLicence"[^>]*>(.*?)<\/label>/.exec(section)?.[1] ?? '';
    expect(visibleText(label)).toBe(
      'I accept the licence terms of CAD files for Modern Coastal Villa. Read the full licence .',
    );
    expect(hrefsOf(label)).toEqual([['/licence', 'licence']]);
    expect(section).toMatch(/<button type="submit"[^>]*>Place upgrade order<\/button>/);
    // No script has run: a plain post cannot be sent on to a hosted payment page.
    expect(section).not.toContain('name="enhanced"');
    expect(section).not.toContain('role="alert"');
  });

  it('sends and links no token when the page was opened by the signed-in account', () => {
    const html = render({ ...review, token: null });
    expect(hiddenFieldsOf(html)).not.toHaveProperty('token');
    expect(hrefsOf(html)).toContainEqual(['/order/AP-TEST-0001', 'Back to order AP-TEST-0001']);
    expect(hrefsOf(html)).toContainEqual([
      '/certificate/AP-TEST-0001/design-001',
      'As named on your licence certificate (PDF)',
    ]);
  });

  it('says a refusal above the form and under the box, keeping the key of an attempt that may have ordered', () => {
    const refused = render(review, {
      fields: { acceptLicence: 'Please accept the plan licence terms.' },
      formError: 'Please correct the highlighted fields.',
    });
    expect(refused).toMatch(/<p role="alert"[^>]*>Please correct the highlighted fields\.<\/p>/);
    const box = /<input id="upgrade-acceptLicence"[^>]*>/.exec(refused)?.[0] ?? '';
    expect(box).toContain('aria-invalid="true"');
    expect(box).toContain('aria-describedby="upgrade-acceptLicence-error"');
    expect(refused).toMatch(/<p id="upgrade-acceptLicence-error"[^>]*>Please accept the plan licence terms\.<\/p>/);
    const fault = render(review, {
      fields: {},
      formError: 'Something went wrong on our side. Please try again.',
      retryKey: 'c0ffee00-0000-4000-8000-000000000001',
    });
    expect(hiddenFieldsOf(fault).idempotencyKey).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('says clearly an upgrade the order no longer offers, with the way back and no form', () => {
    const html = render(
      { ...review, offer: null },
      { fields: {}, formError: 'This upgrade is not offered for this order.' },
    );
    expect(html).toMatch(/<h1[^>]*>This upgrade is not offered<\/h1>/);
    expect(html).toContain('Order AP-TEST-0001 does not offer this licence upgrade now.');
    expect(html).toMatch(/<p role="alert"[^>]*>This upgrade is not offered for this order\.<\/p>/);
    expect(hrefsOf(html)).toEqual([['/order/AP-TEST-0001?token=abc', 'Back to order AP-TEST-0001']]);
    expect(html).not.toContain('<form');
  });
});

import type { BuyerQuote } from '@atelier/domain/quotes';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testDrawing, testQuote } from '../../test/test-quote';
import type { QuoteFailure } from './quote-form-values';
import { QuotePage } from './quote-page';

const KEY = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';

/** The page as the server draws it (its forms' posts and navigation state come from the router). */
function render(quote: BuyerQuote, failure: QuoteFailure | null = null, prefill: QuoteFailure['values'] | null = null) {
  const forms = { token: 'right', idempotencyKey: KEY, countries: [{ code: 'DE', name: 'Germany' }], prefill, failure };
  const element = <QuotePage quote={quote} forms={forms} />;
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />).replace(
    /<!-- -->/g,
    '',
  );
}

/** A region's markup: the section named by the heading with `id`. */
const region = (html: string, id: string) =>
  new RegExp(`<section aria-labelledby="${id}"[^>]*>.*?</section>`).exec(html)?.[0] ?? '';
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label);
const hidden = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`, 'g'))].map(([, value]) => value);

describe('the quote page', () => {
  it('shows the quote: its number, design, status, lines, total, deposit, balance and terms', () => {
    const html = render(testQuote({ note: 'Structural calculations are not included.' }));
    expect(html).toContain('<h1 class="text-3xl font-bold">Quote QT-2026-0001</h1>');
    expect(html).toContain('href="/design/design-001"');
    expect(textOf(html)).toContain('Modern Coastal Villa Status: Sent');
    const table = /<table.*?<\/table>/.exec(html)?.[0] ?? '';
    expect(table).toContain('<caption class="sr-only">Quote lines</caption>');
    expect(textOf(table)).toBe(
      'Quote lines Change Amount Add a third bedroom over the garage $1,200.00 Widen the kitchen by 2 ft $300.50 ' +
        'Total $1,500.50 Deposit (50 %) $750.25 Balance $750.25',
    );
    const terms = textOf(region(html, 'quote-terms-heading'));
    expect(terms).toContain('Valid until March 20, 2026');
    expect(terms).toContain('Drawings within 5 days of the deposit');
    expect(terms).toContain('Structural calculations are not included.');
    expect(terms).toContain('Prices before tax; tax is added at payment where it applies.');
  });

  it('offers a sent quote to accept or decline, and nothing else', () => {
    const html = render(testQuote());
    expect(buttons(html)).toEqual(['Accept and pay the deposit', 'Decline the quote']);
    expect(region(html, 'decision-heading')).toBe('');
    expect(region(html, 'balance-heading')).toBe('');
  });

  it('makes accepting the only primary button: declining is secondary', () => {
    const html = render(testQuote());
    const primary = [...html.matchAll(/<button[^>]*class="[^"]*\bbg-primary\b[^"]*"[^>]*>([^<]*)<\/button>/g)];
    expect(primary.map(([, label]) => label)).toEqual(['Accept and pay the deposit']);
    expect(region(html, 'decline-heading')).toMatch(
      /<button[^>]*class="[^"]*border-border[^"]*"[^>]*>Decline the quote/,
    );
  });

  it("prefills a signed-in buyer's phone, country and billing address from their account", () => {
    const prefill = { phone: '+49 431 555 0100', country: 'DE', address: '1 Harbour Road, Kiel' };
    const accept = region(render(testQuote(), null, prefill), 'accept-heading');
    expect(accept).toMatch(/<input[^>]*id="quote-phone"[^>]*value="\+49 431 555 0100"/);
    expect(accept).toMatch(/<option value="DE" selected="">Germany<\/option>/);
    expect(accept).toMatch(/<textarea[^>]*id="quote-address"[^>]*>1 Harbour Road, Kiel<\/textarea>/);
    expect(accept).toMatch(/<input[^>]*id="quote-fullName"[^>]*value="Ada Lovelace"/);
  });

  it('asks for the billing details, prefilled with the name, with the key and token to post', () => {
    const accept = region(render(testQuote()), 'accept-heading');
    expect(accept).toContain('<h2 id="accept-heading" class="text-lg font-semibold">Accept the quote</h2>');
    expect(accept).toMatch(/<input[^>]*id="quote-fullName"[^>]*name="fullName"[^>]*value="Ada Lovelace"/);
    for (const [id, label] of [
      ['fullName', 'Full name'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['vatNumber', 'VAT number'],
      ['country', 'Country'],
      ['address', 'Billing address'],
    ]) {
      expect(accept).toContain(`<label for="quote-${id}" class="block text-sm font-medium">${label}`);
    }
    expect(accept).toContain('<option value="DE">Germany</option>');
    expect(accept).toMatch(/<input id="quote-acceptTerms" type="checkbox"[^>]*name="acceptTerms"/);
    expect(textOf(accept)).toContain('I accept the terms of this quote and the plan licence terms');
    expect(accept).toContain('href="/licence"');
    expect(hidden(accept, 'intent')).toEqual(['accept']);
    expect(hidden(accept, 'token')).toEqual(['right']);
    expect(hidden(accept, 'idempotencyKey')).toEqual([KEY]);
    // Only once scripts run may the answer send the buyer on to a hosted payment page.
    expect(hidden(accept, 'enhanced')).toEqual([]);
  });

  it('shows a refused acceptance: what was typed, the messages tied to their fields, the key to retry with', () => {
    const failure: QuoteFailure = {
      intent: 'accept',
      values: { fullName: 'Ada', address: '1 Main St', acceptTerms: 'on' },
      fields: { country: 'Please choose a country.' },
      formError: 'Please correct the highlighted fields.',
      retryKey: 'retry-key-0000000001',
    };
    const accept = region(render(testQuote(), failure), 'accept-heading');
    expect(accept).toContain('role="alert"');
    expect(textOf(accept)).toContain('Please correct the highlighted fields.');
    expect(accept).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="quote-country-error"/);
    expect(accept).toContain(
      '<p id="quote-country-error" class="mt-1 text-sm text-danger">Please choose a country.</p>',
    );
    expect(accept).toMatch(/id="quote-fullName"[^>]*value="Ada"/);
    expect(accept).toMatch(/id="quote-acceptTerms"[^>]*checked=""/);
    expect(hidden(accept, 'idempotencyKey')).toEqual(['retry-key-0000000001']);
  });

  it('asks for a decision on the newest preliminary drawings awaiting one', () => {
    const drawings = [
      testDrawing({
        id: 'drawing-1',
        decision: 'changes_requested',
        comment: 'Move the stairs.',
        decidedAt: '2026-03-12T08:00:00.000Z',
      }),
      testDrawing({
        id: 'drawing-2',
        version: 2,
        fileName: 'preliminary-v2.pdf',
        url: '/quote/QT-2026-0001/drawing/drawing-2?token=right',
      }),
    ];
    const can = { accept: false, decline: false, decide: true, payBalance: false };
    const html = render(testQuote({ status: 'awaiting_approval', drawings, can }));
    const decision = region(html, 'decision-heading');
    expect(textOf(decision)).toContain('Your decision Preliminary drawings v2: preliminary-v2.pdf');
    expect(decision).toContain('href="/quote/QT-2026-0001/drawing/drawing-2?token=right"');
    expect(buttons(decision)).toEqual(['Approve the drawings', 'Approve the drawings', 'Ask for changes']);
    expect(hidden(decision, 'drawingId')).toEqual(['drawing-2', 'drawing-2', 'drawing-2']);
    expect(hidden(decision, 'decision')).toEqual(['approved', 'approved', 'changes_requested']);
    expect(decision).toContain('<label for="quote-comment" class="block text-sm font-medium">What should change?');
    expect(buttons(html)).toEqual(['Approve the drawings', 'Approve the drawings', 'Ask for changes']);

    const listed = textOf(region(html, 'drawings-heading'));
    expect(listed).toContain('Preliminary drawings v1 preliminary-v1.pdf uploaded March 10, 2026');
    expect(listed).toContain('Changes requested on March 12, 2026 Move the stairs.');
    expect(listed).toContain(
      'Preliminary drawings v2 preliminary-v2.pdf uploaded March 10, 2026 Awaiting your decision',
    );
  });

  it("shows the studio's note of what changed beside its version, in the decision and in the list", () => {
    const note = 'The stair moved to the north wall.';
    const drawings = [testDrawing({ id: 'drawing-2', version: 2, note })];
    const can = { accept: false, decline: false, decide: true, payBalance: false };
    const html = render(testQuote({ status: 'awaiting_approval', drawings, can }));
    expect(textOf(region(html, 'decision-heading'))).toContain(
      `Preliminary drawings v2: preliminary-v1.pdf What changed: ${note}`,
    );
    expect(textOf(region(html, 'drawings-heading'))).toContain(
      `Preliminary drawings v2 preliminary-v1.pdf uploaded March 10, 2026 What changed: ${note} Awaiting your decision`,
    );
  });

  it('asks before approving: a dialog with scripts, a required checkbox without them', () => {
    const drawings = [testDrawing({ id: 'drawing-2' })];
    const can = { accept: false, decline: false, decide: true, payBalance: false };
    const decision = region(render(testQuote({ status: 'awaiting_approval', drawings, can })), 'decision-heading');
    const forms = [...decision.matchAll(/<form[^>]*class="([^"]*)"[^>]*>(.*?)<\/form>/g)];
    const [plain, scripted] = forms.filter(([, , body]) => body?.includes('value="approved"'));
    // Without scripts: the box must be ticked, and says what approving does.
    expect(plain?.[1]).toContain('no-js-only');
    expect(plain?.[2]).toMatch(
      /<input id="quote-confirmApproval" type="checkbox" required=""[^>]*name="confirmApproval"/,
    );
    expect(textOf(plain?.[2] ?? '')).toContain(
      'I have looked through these drawings and approve them. The final drawings follow, and the balance of $750.25 is then due.',
    );
    // With scripts: the button opens an alert dialog instead of posting at once.
    expect(scripted?.[1]).toContain('js-only');
    expect(scripted?.[2]).toMatch(/<button type="button" aria-haspopup="dialog"[^>]*>Approve the drawings<\/button>/);
    expect(hidden(scripted?.[2] ?? '', 'confirmApproval')).toEqual(['on']);
  });

  it('shows under the checkbox that an approval came without the confirmation', () => {
    const drawings = [testDrawing({ id: 'drawing-2' })];
    const can = { accept: false, decline: false, decide: true, payBalance: false };
    const failure: QuoteFailure = {
      intent: 'decide',
      drawingId: 'drawing-2',
      values: {},
      fields: { confirmApproval: 'Tick the box to say you approve these drawings.' },
      formError: 'Please correct the highlighted fields.',
    };
    const decision = region(
      render(testQuote({ status: 'awaiting_approval', drawings, can }), failure),
      'decision-heading',
    );
    expect(decision).toMatch(
      /id="quote-confirmApproval"[^>]*aria-invalid="true" aria-describedby="quote-confirmApproval-error"/,
    );
    expect(decision).toContain('<p id="quote-confirmApproval-error" class="mt-1 text-sm text-danger">Tick the box');
  });

  it('says, once the preliminary drawings are approved, that the final ones come next and the balance then', () => {
    const can = { accept: false, decline: false, decide: false, payBalance: false };
    const drawings = [testDrawing({ decision: 'approved', decidedAt: '2026-03-12T08:00:00.000Z' })];
    const html = render(testQuote({ status: 'in_progress', can, drawings }));
    expect(textOf(region(html, 'next-step-heading'))).toBe(
      'Next step You approved the preliminary drawings. We are making the final drawings and email you when they are ready; you then pay the balance of $750.25 to download them.',
    );
    expect(region(html, 'balance-heading')).toBe('');
  });

  it('offers the balance once the final drawings are ready, with its own key', () => {
    const depositOrder = {
      number: 'AP-DEP0-0001',
      status: 'paid',
      totalCents: 75025,
      url: '/order/AP-DEP0-0001?token=d',
    };
    const can = { accept: false, decline: false, decide: false, payBalance: true };
    const drawings = [testDrawing({ decision: 'approved', decidedAt: '2026-03-12T08:00:00.000Z' })];
    drawings.push(testDrawing({ id: 'drawing-final', kind: 'final', fileName: 'final-v1.pdf', url: null }));
    const html = render(testQuote({ status: 'final', can, depositOrder, drawings }));
    const balance = region(html, 'balance-heading');
    expect(textOf(balance)).toContain(
      'Your final drawings are ready. Pay the balance of $750.25 to download them: they come with its order, stamped with your licence.',
    );
    expect(region(html, 'next-step-heading')).toBe('');
    expect(buttons(html)).toEqual(['Pay the balance']);
    expect(hidden(balance, 'intent')).toEqual(['balance']);
    expect(hidden(balance, 'idempotencyKey')).toEqual([`${KEY}-balance`]);
    expect(textOf(region(html, 'drawings-heading'))).toContain('Approved on March 12, 2026');
    const payments = region(html, 'payments-heading');
    expect(textOf(payments)).toBe('Payments Deposit Order AP-DEP0-0001 Paid $750.25');
    expect(payments).toContain('href="/order/AP-DEP0-0001?token=d"');
  });

  it('lists the final drawings without a link: they are delivered with the order that pays for them', () => {
    const can = { accept: false, decline: false, decide: false, payBalance: true };
    const drawings = [
      testDrawing({ decision: 'approved', decidedAt: '2026-03-12T08:00:00.000Z' }),
      testDrawing({ id: 'drawing-final', kind: 'final', fileName: 'final-v1.pdf', url: null }),
    ];
    const listed = region(render(testQuote({ status: 'final', can, drawings })), 'drawings-heading');
    expect(textOf(listed)).toContain(
      'Final drawings v1 final-v1.pdf uploaded March 10, 2026 Delivered, stamped with your licence, in your order',
    );
    expect(listed).not.toContain('drawing-final');
  });

  it('lists the history newest first, with comments', () => {
    const events = [
      {
        kind: 'declined',
        at: '2026-03-08T10:00:00.000Z',
        actor: 'Buyer',
        summary: 'Quote declined',
        comment: 'Too dear.',
      },
      { kind: 'sent', at: '2026-03-06T10:00:00.000Z', actor: 'Grace', summary: 'Quote sent', comment: null },
    ];
    const can = { accept: false, decline: false, decide: false, payBalance: false };
    const html = render(testQuote({ status: 'declined', events, can }));
    expect(buttons(html)).toEqual([]);
    expect(html).toContain('<ol aria-label="Quote history, newest first"');
    expect(textOf(region(html, 'history-heading'))).toBe(
      'History Quote declined March 8, 2026 · Buyer Too dear. Quote sent March 6, 2026 · Grace',
    );
  });

  it('says a refusal of a form no longer offered at the top of the page', () => {
    const can = { accept: false, decline: false, decide: false, payBalance: false };
    const failure: QuoteFailure = { intent: 'accept', values: {}, fields: {}, formError: 'This quote has expired.' };
    const html = render(testQuote({ status: 'expired', can }), failure);
    expect(html).toMatch(/<p role="alert"[^>]*>This quote has expired.<\/p>/);
  });
});

import type { StaffQuote } from '@atelier/domain/quotes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { draftQuote } from '../../test/quotes';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { QuotePage } from './quote-page';

const sales = staffMember('sales', [
  { resource: 'quotes', action: 'read' },
  { resource: 'quotes', action: 'update' },
]);
const reader = staffMember('bookkeeper', [{ resource: 'quotes', action: 'read' }]);

const quoteUrl = '/api/admin/quotes/Q-1001';

/** The session probe answers `user`, the quote `quote`; a PUT or the send answers with `changed(body)`. */
function stubServer(
  user: object,
  quote: StaffQuote | null,
  changed: (body: unknown) => StaffQuote = () => draftQuote(),
) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user, csrfToken: 'csrf-1' } });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if ((path === quoteUrl && init?.method === 'PUT') || (path === `${quoteUrl}/send` && init?.method === 'POST')) {
      return Response.json({ quote: changed(body) });
    }
    if (path === quoteUrl && quote) return Response.json({ quote });
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requests = (fetch: ReturnType<typeof stubServer>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([path, init]) => ({ path, body: JSON.parse(String(init?.body)) }));

const withDrawings = draftQuote({
  status: 'in_progress',
  overdue: true,
  sentAt: '2026-03-01T10:00:00.000Z',
  dueAt: '2026-03-09T09:00:00.000Z',
  depositOrder: { number: 'AP-3001', status: 'paid', totalCents: 75_025, url: '/orders/AP-3001' },
  drawings: [
    {
      id: 'd2',
      kind: 'preliminary',
      version: 2,
      fileName: 'garage-v2.pdf',
      note: 'The door moved to the left.',
      uploadedAt: '2026-03-08T09:00:00.000Z',
      uploadedBy: 'Studio Staff',
      decision: 'approved',
      comment: null,
      decidedAt: '2026-03-09T09:00:00.000Z',
      url: '/api/admin/quotes/Q-1001/drawings/d2',
    },
    {
      id: 'd1',
      kind: 'preliminary',
      version: 1,
      fileName: 'garage-v1.pdf',
      note: null,
      uploadedAt: '2026-03-05T09:00:00.000Z',
      uploadedBy: 'Studio Staff',
      decision: 'changes_requested',
      comment: 'Move the door to the left.',
      decidedAt: '2026-03-06T09:00:00.000Z',
      url: '/api/admin/quotes/Q-1001/drawings/d1',
    },
  ],
  events: [
    {
      kind: 'changes_requested',
      at: '2026-03-06T09:00:00.000Z',
      actor: 'Buyer',
      summary: 'Changes requested to preliminary drawings v1',
      comment: 'Move the door to the left.',
    },
    { kind: 'deposit_paid', at: '2026-03-02T09:00:00.000Z', actor: null, summary: 'Deposit paid', comment: null },
  ],
  can: { edit: false, send: false, uploadPreliminary: false, uploadFinal: true },
});

describe('QuotePage', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the buyer, the design, the priced lines and the terms of the quote', async () => {
    stubServer(sales, draftQuote());
    renderSignedIn(<QuotePage number="Q-1001" />);
    expect(await screen.findByRole('heading', { name: 'Quote Q-1001' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const buyer = screen.getByRole('region', { name: 'Buyer and design' });
    for (const text of ['Ann Buyer', 'ann@example.com', 'Modern Farmhouse']) {
      expect(within(buyer).getByText(text)).toBeTruthy();
    }
    const lines = screen.getByRole('table', { name: 'Lines of quote Q-1001' });
    expect(within(lines).getByRole('row', { name: 'Add a third garage bay $1,200.00' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: 'Total $1,500.50' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: 'Deposit (50%) $750.25' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: 'Balance $750.25' })).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms' });
    for (const text of [
      '5 days',
      '15 Mar 2026',
      'Set when the deposit is paid',
      'Structural changes are not included.',
    ]) {
      expect(within(terms).getByText(text)).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByText(/No order yet/)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Quote history, newest first' });
    expect(within(history).getByText('Quote created')).toBeTruthy();
    expect(within(history).getByText(/by Studio Staff/)).toBeTruthy();
  });

  it('sends the quote to the buyer, then offers to send it again', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(sales, draftQuote(), () =>
      draftQuote({ status: 'sent', sentAt: '2026-03-01T10:00:00.000Z' }),
    );
    renderSignedIn(<QuotePage number="Q-1001" />);
    await user.click(await screen.findByRole('button', { name: 'Send to buyer' }));
    expect(await screen.findByText('Quote sent to ann@example.com')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Quote sent to ann@example.com');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(requests(fetch, 'POST')).toEqual([{ path: `${quoteUrl}/send`, body: {} }]);
  });

  it('edits the terms with the new quote’s form and shows what the server saved', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(sales, draftQuote(), (terms) => ({
      ...draftQuote(),
      ...(terms as Partial<StaffQuote>),
      totalCents: 170_050,
      depositCents: 85_025,
      balanceCents: 85_025,
    }));
    renderSignedIn(<QuotePage number="Q-1001" />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const amount = screen.getByLabelText('Amount of line 1');
    expect((amount as HTMLInputElement).value).toBe('1200');
    await user.clear(amount);
    await user.type(amount, '1400');
    expect(within(screen.getByRole('region', { name: 'Amounts before tax' })).getByText('$1,700.50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The terms of quote Q-1001 are saved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('row', { name: 'Total $1,700.50' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    const [put] = requests(fetch, 'PUT');
    expect(put?.path).toBe(quoteUrl);
    expect(put?.body.lines[0]).toEqual({ description: 'Add a third garage bay', amountCents: 140_000 });
  });

  it('offers no change to those who may only read quotes', async () => {
    stubServer(reader, draftQuote({ can: { edit: true, send: true, uploadPreliminary: true, uploadFinal: true } }));
    renderSignedIn(<QuotePage number="Q-1001" />);
    await screen.findByRole('heading', { name: 'Quote Q-1001' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to buyer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
  });

  it('lists the drawings with the buyer’s decisions, links the orders, and uploads the final drawings', async () => {
    const user = userEvent.setup();
    stubServer(sales, withDrawings);
    renderSignedIn(<QuotePage number="Q-1001" />);
    const drawings = await screen.findByRole('list', { name: 'Drawings of quote Q-1001' });
    const [second, first] = within(drawings).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two drawings expected.');
    expect(within(second).getByRole('heading', { name: 'Preliminary v2' })).toBeTruthy();
    expect(within(second).getByText('Approved')).toBeTruthy();
    expect(within(second).getByText('The door moved to the left.')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /^garage-v1\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/admin/quotes/Q-1001/drawings/d1');
    expect(within(first).getByText('Changes requested')).toBeTruthy();
    expect(within(first).getByText('Move the door to the left.').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();

    const orders = screen.getByRole('table', { name: 'Orders of quote Q-1001' });
    const deposit = within(orders).getByRole('row', { name: /Deposit/ });
    expect(within(deposit).getByRole('link', { name: 'AP-3001' }).getAttribute('href')).toBe('/orders/AP-3001');
    expect(within(deposit).getByText('$750.25')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Choose the preliminary drawings' })).toBeNull();
    const upload = screen.getByRole('form', { name: 'Final drawings' });
    const choose = within(upload).getByRole('button', { name: 'Choose the final drawings' });
    const input = choose.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input.');
    expect(input.accept).toContain('application/pdf');
    // Choosing the file sends nothing yet: staff may first say what changed, checked before sending.
    await user.upload(input, new File(['%PDF-1.7'], 'final.pdf', { type: 'application/pdf' }));
    expect(within(upload).getByText(/^Chosen: final\.pdf/)).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
    const note = within(upload).getByRole('textbox', { name: 'What changed (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(upload).getByRole('button', { name: 'Upload final drawings' }));
    expect(await within(upload).findByText('The note must be at most 500 characters.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
    await user.clear(note);
    await user.type(note, 'Sheet A-3 shows the wider hall.');
    await user.click(within(upload).getByRole('button', { name: 'Upload final drawings' }));
    const sent = await vi.waitFor(() => {
      if (!FakeXhr.last) throw new Error('No upload was sent.');
      return FakeXhr.last;
    });
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${quoteUrl}/drawings`);
    expect([...(sent.body as FormData).keys()]).toEqual(['kind', 'note', 'file']);
    expect((sent.body as FormData).get('kind')).toBe('final');
    expect((sent.body as FormData).get('note')).toBe('Sheet A-3 shows the wider hall.');
    sent.respond(200, {
      quote: { ...withDrawings, status: 'final', overdue: false, can: { ...withDrawings.can, uploadFinal: false } },
    });

    expect(await screen.findByText('Drawings uploaded')).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload final drawings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose the final drawings' })).toBeNull();
    const history = screen.getByRole('list', { name: 'Quote history, newest first' });
    expect(within(history).getByText('Move the door to the left.').tagName).toBe('BLOCKQUOTE');
    expect(within(history).getByText(/by the system/)).toBeTruthy();
  });

  it('says so when there is no such quote', async () => {
    stubServer(sales, null);
    renderSignedIn(<QuotePage number="Q-404" />);
    expect(await screen.findByText('There is no quote Q-404.')).toBeTruthy();
  });
});

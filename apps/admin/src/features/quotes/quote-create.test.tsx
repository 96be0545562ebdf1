import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftQuote } from '../../test/quotes';
import { renderSignedIn } from '../../test/render-signed-in';
import { type StubbedAnswer, staffMember, validationFailed } from '../../test/staff-api';
import { QuoteCreate } from './quote-create';

const sales = staffMember('sales', [
  { resource: 'quotes', action: 'read' },
  { resource: 'quotes', action: 'update' },
  { resource: 'support', action: 'read' },
]);

/** The session probe answers `sales`; POST /quotes answers `answer` (201 with a draft by default). */
function stubServer(answer: StubbedAnswer = { status: 201, body: { quote: draftQuote() } }) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user: sales, csrfToken: 'csrf-1' } });
    if (path === '/api/admin/quotes' && init?.method === 'POST') {
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls
    .filter(([path, init]) => path === '/api/admin/quotes' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

function renderCreate(path = '/quotes/new?inquiry=inq-1') {
  renderSignedIn(
    <>
      <QuoteCreate />
      <Location />
    </>,
    { path },
  );
}

const amounts = () => screen.getByRole('region', { name: 'Amounts before tax' });

describe('QuoteCreate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds up the lines typed in dollars, and saves a draft in cents for the request', async () => {
    const user = userEvent.setup();
    const fetch = stubServer();
    renderCreate();
    await user.type(await screen.findByLabelText('Description of line 1'), 'Add a third garage bay');
    await user.type(screen.getByLabelText('Amount of line 1'), '1200');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Description of line 2'), 'Widen the porch');
    await user.type(screen.getByLabelText('Amount of line 2'), '300.50');

    expect(within(amounts()).getByText('$1,500.50')).toBeTruthy();
    expect(within(amounts()).getByText('Deposit (50%)').nextElementSibling?.textContent).toBe('$750.25');
    expect(within(amounts()).getByText('Balance').nextElementSibling?.textContent).toBe('$750.25');

    await user.clear(screen.getByLabelText('Deposit (%)'));
    await user.type(screen.getByLabelText('Deposit (%)'), '30');
    expect(within(amounts()).getByText('Deposit (30%)').nextElementSibling?.textContent).toBe('$450.15');
    await user.type(screen.getByLabelText('Note to the buyer'), 'Structural changes are not included.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('/quotes/Q-1001')).toBeTruthy();
    const [sent] = posts(fetch);
    expect(sent).toMatchObject({
      inquiryId: 'inq-1',
      lines: [
        { description: 'Add a third garage bay', amountCents: 120_000 },
        { description: 'Widen the porch', amountCents: 30_050 },
      ],
      depositPercent: 30,
      dueDays: 5,
      note: 'Structural changes are not included.',
    });
    expect(sent.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('removes a line, the one after moving up', async () => {
    const user = userEvent.setup();
    stubServer();
    renderCreate();
    expect((await screen.findByRole('button', { name: 'Remove line 1' })).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Description of line 2'), 'Widen the porch');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect((screen.getByLabelText('Description of line 1') as HTMLInputElement).value).toBe('Widen the porch');
    expect(screen.queryByLabelText('Description of line 2')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Description of line 1'));
  });

  it('checks the lines before sending anything', async () => {
    const user = userEvent.setup();
    const fetch = stubServer();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Describe the change.')).toBeTruthy();
    expect(screen.getByText('Enter the amount in dollars.')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
  });

  it('shows the server’s refusals under the fields they name', async () => {
    const user = userEvent.setup();
    stubServer(validationFailed({ 'lines.0.description': 'Say what changes.', validUntil: 'The date has passed.' }));
    renderCreate();
    await user.type(await screen.findByLabelText('Description of line 1'), 'Garage');
    await user.type(screen.getByLabelText('Amount of line 1'), '100');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const description = screen.getByLabelText('Description of line 1');
    expect(await screen.findByText('Say what changes.')).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The date has passed.')).toBeTruthy();
    expect(screen.queryByText('Some fields are not valid.')).toBeNull();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/quotes/new');
  });

  it('says where quotes start when no modification request is named', async () => {
    stubServer();
    renderCreate('/quotes/new');
    expect(await screen.findByText(/A quote answers a modification request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support?tab=inquiries');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});

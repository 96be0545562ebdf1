import type { StaffQuoteList, StaffQuoteRow } from '@atelier/domain/quotes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteRow } from '../../test/quotes';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { QuoteList } from './quote-list';

const editor = staffMember('content_editor', [{ resource: 'quotes', action: 'read' }]);

const overdue = quoteRow({
  number: 'Q-1002',
  status: 'in_progress',
  overdue: true,
  buyerName: 'Bo Builder',
  email: 'bo@example.com',
  designTitle: 'Lake Cabin',
  totalCents: 250_000,
  dueAt: '2026-03-04T09:00:00.000Z',
});
const page = (quotes: StaffQuoteRow[]): StaffQuoteList => ({
  quotes,
  total: quotes.length,
  page: 1,
  pageCount: 1,
  pageSize: 25,
});

/** The session probe answers `editor`; GET /quotes answers `answer(query)`. */
function stubQuotes(answer: (query: URLSearchParams) => StaffQuoteList) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user: editor, csrfToken: 'csrf-1' } });
    const url = new URL(path, 'http://admin.localhost');
    if (url.pathname === '/api/admin/quotes') return Response.json(answer(url.searchParams));
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const listQueries = (fetch: ReturnType<typeof stubQuotes>) =>
  fetch.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/admin/quotes'));

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderList(path = '/quotes') {
  renderSignedIn(
    <>
      <QuoteList />
      <Location />
    </>,
    { path },
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('QuoteList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the open quotes, each linking to its page, with its status and whether it is overdue', async () => {
    const fetch = stubQuotes(() => page([quoteRow(), overdue]));
    renderList();
    const table = await screen.findByRole('table', { name: 'Quotes' });
    expect(listQueries(fetch)).toEqual(['/api/admin/quotes?sort=updated&dir=desc']);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');

    const sent = within(table).getByRole('row', { name: /Q-1001/ });
    expect(within(sent).getByRole('link', { name: 'Q-1001' }).getAttribute('href')).toBe('/quotes/Q-1001');
    for (const text of ['Ann Buyer', 'ann@example.com', 'Modern Farmhouse', '$1,500.50', 'Sent', '—', '15 Mar 2026']) {
      expect(within(sent).getByText(text)).toBeTruthy();
    }
    expect(within(sent).queryByText('Overdue')).toBeNull();

    const late = within(table).getByRole('row', { name: /Q-1002/ });
    for (const text of ['In progress', 'Overdue', '$2,500.00']) expect(within(late).getByText(text)).toBeTruthy();
    expect(late.querySelector(`time[datetime="${overdue.dueAt}"]`)).toBeTruthy();
  });

  it('keeps the status and the search in the URL, and asks the server for them', async () => {
    const user = userEvent.setup();
    const fetch = stubQuotes((query) => page(query.get('status') === 'declined' ? [] : [quoteRow()]));
    renderList('/quotes?q=Ann');
    await screen.findByRole('table', { name: 'Quotes' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Declined');
    expect(location()).toBe('/quotes?q=Ann&status=declined');
    expect(await screen.findByText('No quotes match these filters.')).toBeTruthy();
    expect(listQueries(fetch)).toContain('/api/admin/quotes?status=declined&q=Ann&sort=updated&dir=desc');

    await user.clear(screen.getByLabelText('Search quotes'));
    await user.type(screen.getByLabelText('Search quotes'), 'Q-1001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/quotes?q=Q-1001&status=declined');

    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    expect(location()).toBe('/quotes?q=Q-1001');
  });

  it('sorts by the total on the server', async () => {
    const user = userEvent.setup();
    const fetch = stubQuotes(() => page([quoteRow()]));
    renderList();
    const table = await screen.findByRole('table', { name: 'Quotes' });
    await user.click(within(table).getByRole('button', { name: /Total/ }));
    expect(location()).toBe('/quotes?sort=total&dir=desc');
    await vi.waitFor(() => expect(listQueries(fetch)).toContain('/api/admin/quotes?sort=total&dir=desc'));
  });
});

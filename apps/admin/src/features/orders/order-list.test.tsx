import type { StaffOrderList } from '@atelier/domain/staff-orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { OrderList } from './order-list';

const sales = staffMember('sales', [{ resource: 'orders', action: 'read' }]);

const empty: StaffOrderList = {
  orders: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageCount: 1,
  pageSize: 25,
  nextCursor: null,
  previousCursor: null,
};

/** The session probe answers `sales`; GET /orders answers an empty page. */
function stubOrders() {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user: sales, csrfToken: 'csrf-1' } });
    const url = new URL(path, 'http://admin.localhost');
    if (url.pathname === '/api/admin/orders') return Response.json(empty);
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const listQueries = (fetch: ReturnType<typeof stubOrders>) =>
  fetch.mock.calls
    .map(([path]) => String(path))
    .filter((path) => path.startsWith('/api/admin/orders'))
    .map((path) => new URL(path, 'http://admin.localhost').searchParams);

describe('OrderList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server for the orders the dashboard's overdue link names, and shows that filter", async () => {
    const fetch = stubOrders();
    renderSignedIn(<OrderList />, { path: '/orders?status=awaiting_payment&olderThanDays=7&sort=created&dir=asc' });
    const placed = await screen.findByRole('combobox', { name: 'Placed' });
    expect((placed as HTMLSelectElement).value).toBe('7');
    await vi.waitFor(() => expect(listQueries(fetch).length).toBeGreaterThan(0));
    const query = listQueries(fetch).at(-1);
    expect(query?.get('status')).toBe('awaiting_payment');
    expect(query?.get('olderThanDays')).toBe('7');

    // Any time: the filter leaves the query.
    await userEvent.selectOptions(placed, 'Any time');
    await vi.waitFor(() => expect(listQueries(fetch).at(-1)?.has('olderThanDays')).toBe(false));
  });
});

import type { StaffTaskList, StaffTaskRow } from '@atelier/domain/order-tasks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overdueBasementTask } from '../../test/order-tasks';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { TaskList } from './task-list';

const sales = staffMember('sales', [{ resource: 'orders', action: 'read' }]);

const overdue: StaffTaskRow = {
  ...overdueBasementTask,
  orderNumber: 'AP-2001',
  buyerName: 'Ann Buyer',
};
const page = (tasks: StaffTaskRow[]): StaffTaskList => ({
  tasks,
  total: tasks.length,
  page: 1,
  pageCount: 1,
  pageSize: 25,
});

/** The session probe answers `sales`; GET /order-tasks answers `answer(query)`. */
function stubTasks(answer: (query: URLSearchParams) => StaffTaskList) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user: sales, csrfToken: 'csrf-1' } });
    const url = new URL(path, 'http://admin.localhost');
    if (url.pathname === '/api/admin/order-tasks') return Response.json(answer(url.searchParams));
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The queries sent for the list, without the session probe. */
const listQueries = (fetch: ReturnType<typeof stubTasks>) =>
  fetch.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/admin/order-tasks'));

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderList(path = '/orders/tasks') {
  renderSignedIn(
    <>
      <TaskList />
      <Location />
    </>,
    { path },
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('TaskList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the options still to draw, soonest due first, each linking to its order', async () => {
    const fetch = stubTasks(() => page([overdue]));
    renderList();
    const table = await screen.findByRole('table', { name: 'Plan options: To draw' });
    expect(screen.getByRole('tab', { name: 'To draw' }).getAttribute('aria-selected')).toBe('true');
    expect(listQueries(fetch)).toEqual(['/api/admin/order-tasks?sort=due&dir=asc']);
    const row = within(table).getByRole('row', { name: /AP-2001/ });
    expect(within(row).getByRole('link', { name: 'AP-2001' }).getAttribute('href')).toBe('/orders/AP-2001');
    for (const text of ['Ann Buyer', 'Modern Farmhouse', 'Basement foundation', 'Overdue', 'Not yet']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(table).getByRole('columnheader', { name: 'Due' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps the tab and the search in the URL, and asks the server for them', async () => {
    const user = userEvent.setup();
    const fetch = stubTasks((query) => page(query.get('state') === 'delivered' ? [] : [overdue]));
    renderList('/orders/tasks?q=AP');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(location()).toBe('/orders/tasks?q=AP&state=delivered');
    expect(await screen.findByText('No plan options match this search.')).toBeTruthy();
    expect(listQueries(fetch)).toContain('/api/admin/order-tasks?state=delivered&q=AP&sort=due&dir=asc');

    await user.clear(screen.getByLabelText('Search plan options'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/orders/tasks?state=delivered');
    expect(await screen.findByText('No drawing has been delivered yet.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'To draw' }));
    expect(location()).toBe('/orders/tasks');
  });

  it('opens on the tab the URL names', async () => {
    stubTasks(() => page([]));
    renderList('/orders/tasks?state=overdue');
    expect(await screen.findByText('No plan option is overdue.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overdue' }).getAttribute('aria-selected')).toBe('true');
  });
});

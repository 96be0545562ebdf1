import type { PermissionHolder } from '@atelier/domain/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarNav } from './sidebar-nav';

const sales: PermissionHolder = { role: 'sales', permissions: [{ resource: 'orders', action: 'read' }] };
const editor: PermissionHolder = { role: 'content_editor', permissions: [{ resource: 'designs', action: 'read' }] };

function renderNav(user: PermissionHolder, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <SidebarNav user={user} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Admin' });
}

describe('SidebarNav', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ordersAwaitingAction: 2 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the pages under Orders below its link, the page open being the current one', async () => {
    const nav = renderNav(sales, '/orders/tasks');
    const orders = within(nav).getByRole('link', { name: /^Orders/ });
    expect(await within(orders).findByText('2')).toBeTruthy();
    const tasks = within(nav).getByRole('link', { name: 'Options to draw' });
    expect(tasks.getAttribute('href')).toBe('/orders/tasks');
    expect(tasks.getAttribute('aria-current')).toBe('page');
    expect(orders.hasAttribute('aria-current')).toBe(false);
  });

  it('keeps Orders current on an order’s page', () => {
    const nav = renderNav(sales, '/orders/AP-1');
    expect(
      within(nav)
        .getByRole('link', { name: /^Orders/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Options to draw' }).hasAttribute('aria-current')).toBe(false);
  });

  it('hides Orders and the pages under it from those who may not read orders', () => {
    const nav = renderNav(editor, '/dashboard');
    expect(within(nav).queryByRole('link', { name: /^Orders/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Options to draw' })).toBeNull();
  });

  it('shows Promotions only to those who may read promotion codes', () => {
    const seller: PermissionHolder = { role: 'sales', permissions: [{ resource: 'promotions', action: 'read' }] };
    const salesNav = renderNav(seller, '/dashboard');
    expect(within(salesNav).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    cleanup();
    expect(within(renderNav(editor, '/dashboard')).queryByRole('link', { name: 'Promotions' })).toBeNull();
  });

  it('shows Quotes to those who may read quotes, content editors included', () => {
    const quoting: PermissionHolder = { role: 'content_editor', permissions: [{ resource: 'quotes', action: 'read' }] };
    const link = within(renderNav(quoting, '/quotes/Q-1001')).getByRole('link', { name: 'Quotes' });
    expect(link.getAttribute('href')).toBe('/quotes');
    expect(link.getAttribute('aria-current')).toBe('page');
    cleanup();
    expect(within(renderNav(sales, '/dashboard')).queryByRole('link', { name: 'Quotes' })).toBeNull();
  });
});

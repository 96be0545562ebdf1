import type { StaffPriceSale } from '@atelier/domain/price-sales';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { type StubbedAnswer, staffMember, validationFailed } from '../../test/staff-api';
import { PromotionPage } from './promotion-page';

const admin = staffMember('super_admin');
const reader = staffMember('bookkeeper', [{ resource: 'promotions', action: 'read' }]);

const spring: StaffPriceSale = {
  id: 's1',
  name: 'Spring sale',
  target: 'design',
  targetId: 'design-001',
  targetLabel: 'Modern Coastal Villa',
  percentOff: 15,
  startsAt: '2026-03-01T08:00:00.000Z',
  endsAt: '2026-03-31T08:00:00.000Z',
  status: 'running',
  createdAt: '2026-02-01T08:00:00.000Z',
};
const winter: StaffPriceSale = {
  ...spring,
  id: 's0',
  name: 'Winter sale',
  target: 'category',
  targetId: 'cabins',
  targetLabel: 'Cabins',
  startsAt: '2026-01-01T08:00:00.000Z',
  endsAt: '2026-01-31T08:00:00.000Z',
  status: 'ended',
};

const CATEGORIES = [
  { id: 'modern', label: 'Modern' },
  { id: 'cabins', label: 'Cabins' },
];

/** The staff API of sales: a write answers `answer`, else the sale as sent (an end: ended). */
function stubServer(user: object, sales: StaffPriceSale[], answer?: StubbedAnswer) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (path === '/api/admin/auth/session') return Response.json({ session: { user, csrfToken: 'csrf-1' } });
    if (path === '/api/admin/promotions/choices') return Response.json({ categories: CATEGORIES });
    if (path === '/api/admin/price-sales' && method === 'GET') return Response.json({ sales });
    if (answer && method !== 'GET') return Response.json(answer.body, { status: answer.status });
    const sent = init?.body ? JSON.parse(String(init.body)) : {};
    if (path === '/api/admin/price-sales' && method === 'POST') {
      const label = sent.target === 'design' ? 'Modern Coastal Villa' : 'Modern';
      return Response.json({ sale: { ...spring, ...sent, id: 's2', targetLabel: label } }, { status: 201 });
    }
    if (path === '/api/admin/price-sales/s1' && method === 'PUT')
      return Response.json({ sale: { ...spring, ...sent } });
    if (path === '/api/admin/price-sales/s1/end' && method === 'POST') {
      return Response.json({ sale: { ...spring, endsAt: new Date().toISOString(), status: 'ended' } });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof stubServer>, method: string, url: string) =>
  fetch.mock.calls
    .filter(([path, init]) => path === url && init?.method === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const renderSales = () => renderSignedIn(<PromotionPage />, { path: '/promotions?tab=sales' });
const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });

async function fillSale(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Summer sale');
  await user.type(within(dialog).getByLabelText('Percent off'), '20');
  await user.type(within(dialog).getByLabelText('Starts'), '2026-06-01T09:00');
  await user.type(within(dialog).getByLabelText('Ends'), '2026-06-30T18:00');
}

describe('the Sales tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the second tab of the page, the codes being the first', async () => {
    const user = userEvent.setup();
    stubServer(admin, [spring]);
    renderSignedIn(<PromotionPage />, { path: '/promotions' });
    const tabs = screen.getByRole('tablist', { name: 'Promotions' });
    expect(within(tabs).getByRole('tab', { name: 'Codes' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(tabs).getByRole('tab', { name: 'Sales' }));
    expect(await rowOf('Spring sale')).toBeTruthy();
  });

  it('lists each sale with what it reduces, by how much, when, and its actions named by the sale', async () => {
    stubServer(admin, [spring, winter]);
    renderSales();
    const row = await rowOf('Spring sale');
    for (const text of ['A design', 'Modern Coastal Villa', '15% off', 'Running']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(
      within(row)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([spring.startsAt, spring.endsAt]);
    expect(within(row).getByRole('button', { name: 'Edit Spring sale' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'End now: Spring sale' })).toBeTruthy();

    const ended = await rowOf('Winter sale');
    expect(within(ended).getByText('A category')).toBeTruthy();
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(
      within(ended)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
  });

  it('creates a sale of a design from the dialog, sends it as the API takes it, and lists it', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, [spring]);
    renderSales();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    expect(within(dialog).getByRole('radio', { name: 'A design' })).toHaveProperty('checked', true);
    await fillSale(user, dialog);
    await user.type(within(dialog).getByLabelText('Design id'), 'design-002');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));

    expect(await screen.findByText('The sale Summer sale is created.')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    const [body] = sent(fetch, 'POST', '/api/admin/price-sales');
    expect(body).toMatchObject({ name: 'Summer sale', target: 'design', targetId: 'design-002', percentOff: 20 });
    expect(Date.parse(body.startsAt)).toBe(new Date(2026, 5, 1, 9).getTime());
    expect(Date.parse(body.endsAt)).toBe(new Date(2026, 5, 30, 18).getTime());
    // The newest start goes first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Summer sale', 'Spring sale']);
  });

  it('offers the shop’s categories for a sale of a category', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, []);
    renderSales();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    await fillSale(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'A category' }));
    expect(within(dialog).queryByLabelText('Design id')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));
    expect(await within(dialog).findByText('Choose what is on sale.')).toBeTruthy();
    expect(sent(fetch, 'POST', '/api/admin/price-sales')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Modern');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));
    expect(await screen.findByText('The sale Summer sale is created.')).toBeTruthy();
    expect(sent(fetch, 'POST', '/api/admin/price-sales')[0]).toMatchObject({ target: 'category', targetId: 'modern' });
  });

  it('shows an unknown design’s refusal under the design id, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    stubServer(admin, [], validationFailed({ targetId: 'No design has this id.' }));
    renderSales();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    await fillSale(user, dialog);
    await user.type(within(dialog).getByLabelText('Design id'), 'design-999');
    await user.click(within(dialog).getByRole('button', { name: 'Create sale' }));

    const designId = within(dialog).getByLabelText('Design id');
    expect(await within(dialog).findByText('No design has this id.')).toBeTruthy();
    expect(designId.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(designId);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('edits a sale’s terms, starting from the saved ones', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, [spring]);
    renderSales();
    await user.click(within(await rowOf('Spring sale')).getByRole('button', { name: 'Edit Spring sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Spring sale' });
    expect(within(dialog).getByLabelText('Design id')).toHaveProperty('value', 'design-001');
    const percent = within(dialog).getByLabelText('Percent off');
    expect(percent).toHaveProperty('value', '15');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save sale' }));

    expect(await screen.findByText('The sale Spring sale is saved.')).toBeTruthy();
    const [body] = sent(fetch, 'PUT', '/api/admin/price-sales/s1');
    expect(body).toMatchObject({ name: 'Spring sale', target: 'design', targetId: 'design-001', percentOff: 25 });
    expect(Date.parse(body.startsAt)).toBe(Date.parse(spring.startsAt));
    expect(within(await rowOf('Spring sale')).getByText('25% off')).toBeTruthy();
  });

  it('ends a sale now once confirmed; an ended sale offers no End now', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, [spring]);
    renderSales();
    const row = await rowOf('Spring sale');
    await user.click(within(row).getByRole('button', { name: 'End now: Spring sale' }));
    const confirm = screen.getByRole('alertdialog', { name: 'End Spring sale now?' });
    await user.click(within(confirm).getByRole('button', { name: 'End sale' }));

    expect(await screen.findByText('The sale Spring sale has ended.')).toBeTruthy();
    expect(sent(fetch, 'POST', '/api/admin/price-sales/s1/end')).toEqual([undefined]);
    expect(within(row).getByText('Ended')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^End now/ })).toBeNull();
  });

  it('is read-only for staff who may read sales but not change them', async () => {
    stubServer(reader, [spring]);
    renderSales();
    const row = await rowOf('Spring sale');
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'New sale' })).toBeNull();
  });

  it('says when there are no sales yet', async () => {
    stubServer(admin, []);
    renderSales();
    expect(await screen.findByText('No sales yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

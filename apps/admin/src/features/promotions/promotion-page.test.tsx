import type { StaffPromotion } from '@atelier/domain/promotions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { PromotionPage } from './promotion-page';

const admin = staffMember('super_admin');
const reader = staffMember('bookkeeper', [{ resource: 'promotions', action: 'read' }]);

const spring: StaffPromotion = {
  id: 'p1',
  code: 'SPRING10',
  percentOff: 10,
  amountOffCents: null,
  maxUses: 10,
  maxUsesPerBuyer: 1,
  startsAt: null,
  endsAt: null,
  minSubtotalCents: 0,
  scope: 'all',
  scopeValues: [],
  pausedAt: null,
  status: 'active',
  uses: 3,
  paidOrders: 2,
  revenueCents: 450_000,
  discountCents: 50_000,
  createdAt: '2026-02-01T08:00:00.000Z',
};

/** The session probe answers `user`, the list `promotions`; a POST answers `answer` (201 with what was sent). */
function stubServer(user: object, promotions: StaffPromotion[], answer?: { status: number; body: unknown }) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user, csrfToken: 'csrf-1' } });
    if (path === '/api/admin/promotions' && init?.method === 'POST') {
      const sent = JSON.parse(String(init.body));
      const created = { ...spring, ...sent, id: 'p2', uses: 0, paidOrders: 0, revenueCents: 0, discountCents: 0 };
      const reply = answer ?? { status: 201, body: { promotion: created } };
      return Response.json(reply.body, { status: reply.status });
    }
    if (path === '/api/admin/promotions') return Response.json({ promotions });
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls
    .filter(([path, init]) => path === '/api/admin/promotions' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function createCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  const dialog = screen.getByRole('dialog', { name: 'New promotion code' });
  await user.type(within(dialog).getByLabelText('Code'), code);
  await user.type(within(dialog).getByLabelText('Percent off'), '10');
  await user.type(within(dialog).getByLabelText('Total uses'), '5');
  await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
  return dialog;
}

describe('PromotionPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each code with its terms, uses and figures, and its actions named by the code', async () => {
    stubServer(admin, [spring]);
    renderSignedIn(<PromotionPage />);
    const row = await screen.findByRole('row', { name: /^SPRING10/ });
    for (const text of ['10% off', 'Everything', '3 / 10', 'At most 1 per buyer', 'Any time', 'Active', '$4,500.00']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: 'Edit SPRING10' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Pause SPRING10' })).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /^Download CSV .*SPRING10/ })
        .getAttribute('href'),
    ).toBe('/api/admin/promotions/p1/orders.csv');
  });

  it('creates a code from the dialog, sends it as the API takes it, and lists it first', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, [spring]);
    renderSignedIn(<PromotionPage />);
    const dialog = await createCode(user, 'summer-5');

    expect(await screen.findByText('The code SUMMER-5 is created.')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(posts(fetch)).toEqual([
      {
        code: 'SUMMER-5',
        percentOff: 10,
        amountOffCents: null,
        maxUses: 5,
        maxUsesPerBuyer: null,
        startsAt: null,
        endsAt: null,
        minSubtotalCents: 0,
        scope: 'all',
        scopeValues: [],
      },
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['SUMMER-5', 'SPRING10']);
  });

  it('shows a taken code’s refusal under the code, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    stubServer(admin, [spring], {
      status: 409,
      body: { error: { code: 'conflict', message: 'This code is taken.', fields: { code: 'This code is taken.' } } },
    });
    renderSignedIn(<PromotionPage />);
    const dialog = await createCode(user, 'SPRING10');

    const code = within(dialog).getByLabelText('Code');
    expect(await within(dialog).findByText('This code is taken.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('offers the licence kinds to tick once the code applies to some, and refuses none ticked', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin, [spring]);
    renderSignedIn(<PromotionPage />);
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotion code' });
    await user.type(within(dialog).getByLabelText('Code'), 'CAD20');
    await user.type(within(dialog).getByLabelText('Percent off'), '20');
    await user.selectOptions(within(dialog).getByLabelText('Applies to'), 'Some licence kinds');
    const kinds = within(dialog).getByRole('group', { name: 'Licence kinds' });
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(kinds).findByText('Choose at least one.')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);

    await user.click(within(kinds).getByRole('checkbox', { name: 'CAD files' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('The code CAD20 is created.')).toBeTruthy();
    expect(posts(fetch)[0]).toMatchObject({ code: 'CAD20', percentOff: 20, scope: 'licences', scopeValues: ['cad'] });
  });

  it('is read-only for staff who may read codes but not change them', async () => {
    stubServer(reader, [spring]);
    renderSignedIn(<PromotionPage />);
    const row = await screen.findByRole('row', { name: /^SPRING10/ });
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(within(row).getByRole('link', { name: /^Download CSV/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
  });

  it('says when there are no codes yet', async () => {
    stubServer(admin, []);
    renderSignedIn(<PromotionPage />);
    expect(await screen.findByText('No promotion codes yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

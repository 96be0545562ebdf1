import type { StudioPlanOptions } from '@atelier/domain/plan-option-admin';
import { DEFAULT_PLAN_OPTIONS } from '@atelier/domain/plan-options';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { putBodies, staffMember, stubStaffResource, validationFailed } from '../../test/staff-api';
import { PlanOptionsPage } from './plan-options-page';

const admin = staffMember('super_admin');
const reader = staffMember('bookkeeper', [{ resource: 'settings', action: 'read' }]);
const url = '/api/admin/settings/plan-options';
const stored: StudioPlanOptions = {
  options: { ...DEFAULT_PLAN_OPTIONS, reverse: { offered: false, priceCents: 10_000, leadDays: 2 } },
};

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => screen.getByRole('button', { name: 'Save plan options' });

describe('PlanOptionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a row per option, foundations then add-ons, with its terms in dollars and days', async () => {
    stubStaffResource(admin, url, stored);
    renderSignedIn(<PlanOptionsPage />);
    const table = await screen.findByRole('table', { name: 'Plan options' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Foundations',
      'Slab foundation',
      'Crawlspace foundation',
      'Basement foundation',
      'Walkout basement foundation',
      'Pier and beam foundation',
      'Add-ons',
      'Right-reading reverse',
      'Materials list',
    ]);
    expect(input('Price of Basement foundation (USD)').value).toBe('395');
    expect(input('Lead time of Basement foundation (days)').value).toBe('10');
    expect(screen.getByRole('checkbox', { name: 'Offer Basement foundation' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Offer Right-reading reverse' })).toHaveProperty('checked', false);
    expect(input('Lead time of Right-reading reverse (days)').value).toBe('2');
    expect(screen.getByText(/The design's own foundation is always included at no charge/)).toBeTruthy();
    expect(screen.getByText(/each option bought becomes a task on the order/)).toBeTruthy();
  });

  it('sends every option’s terms with the prices in cents, and announces the save', async () => {
    const user = userEvent.setup();
    const fetch = stubStaffResource(admin, url, stored);
    renderSignedIn(<PlanOptionsPage />);
    const pierPrice = await screen.findByLabelText<HTMLInputElement>('Price of Pier and beam foundation (USD)');
    await user.clear(pierPrice);
    await user.type(pierPrice, '312.50');
    await user.clear(input('Lead time of Materials list (days)'));
    await user.type(input('Lead time of Materials list (days)'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Offer Right-reading reverse' }));
    await user.click(save());

    expect(
      await screen.findByText('The plan options are saved. Every design page offers them from now on.'),
    ).toBeTruthy();
    expect(putBodies(fetch, url)).toEqual([
      {
        options: {
          ...stored.options,
          pier: { offered: true, priceCents: 31_250, leadDays: 10 },
          reverse: { offered: true, priceCents: 10_000, leadDays: 2 },
          'materials-list': { offered: true, priceCents: 15_000, leadDays: 3 },
        },
      },
    ]);
    const [call] = fetch.mock.calls.filter(([path, init]) => path === url && init?.method === 'PUT');
    expect(new Headers(call?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
  });

  it('refuses an empty price and a lead time past the limit on their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubStaffResource(admin, url, stored);
    renderSignedIn(<PlanOptionsPage />);
    const slabPrice = await screen.findByLabelText<HTMLInputElement>('Price of Slab foundation (USD)');
    await user.clear(slabPrice);
    await user.clear(input('Lead time of Materials list (days)'));
    await user.type(input('Lead time of Materials list (days)'), '91');
    await user.click(save());

    expect(await screen.findByText('Enter a price.')).toBeTruthy();
    expect(slabPrice.getAttribute('aria-invalid')).toBe('true');
    expect(slabPrice.getAttribute('aria-describedby')).toBe(screen.getByText('Enter a price.').id);
    expect(screen.getByText('A lead time is at most 90 days.')).toBeTruthy();
    expect(putBodies(fetch, url)).toEqual([]);
  });

  it('puts the server’s message about a field on it and focuses it', async () => {
    const user = userEvent.setup();
    stubStaffResource(
      admin,
      url,
      stored,
      validationFailed({ 'options.pier.priceCents': 'A price is at most $20000.' }),
    );
    renderSignedIn(<PlanOptionsPage />);
    await screen.findByLabelText('Price of Pier and beam foundation (USD)');
    await user.click(save());

    expect(await screen.findByText('A price is at most $20000.')).toBeTruthy();
    const pierPrice = input('Price of Pier and beam foundation (USD)');
    expect(pierPrice.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pierPrice);
    // Said on the field, not again as the form's error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is read-only for staff who may read the settings but not change them', async () => {
    const fetch = stubStaffResource(reader, url, stored);
    renderSignedIn(<PlanOptionsPage />);
    const price = await screen.findByLabelText<HTMLInputElement>('Price of Slab foundation (USD)');
    expect(price.readOnly).toBe(true);
    expect(input('Lead time of Slab foundation (days)').readOnly).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Offer Slab foundation' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save plan options' })).toBeNull();
    expect(screen.getByText('You can read the plan options but not change them.')).toBeTruthy();
    expect(putBodies(fetch, url)).toEqual([]);
  });
});

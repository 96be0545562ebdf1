import type { StaffDesign } from '@atelier/domain/design-admin';
import type { StaffDesignPlanOptions } from '@atelier/domain/plan-option-admin';
import { DEFAULT_PLAN_OPTIONS } from '@atelier/domain/plan-options';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { putBodies, staffMember, stubStaffResource } from '../../test/staff-api';
import { PlanOptionsSection } from './plan-options-section';

// A content editor holds no settings permission; a super admin holds every one.
const editor = staffMember('content_editor');
const admin = staffMember('super_admin');

// Only its id and version matter to the section.
const design = { id: 'design-005', version: 4 } as StaffDesign;
const url = '/api/admin/designs/design-005/plan-options';

/** A slab design following the studio, which does not offer the crawlspace foundation. */
const following: StaffDesignPlanOptions = {
  offered: null,
  studio: { ...DEFAULT_PLAN_OPTIONS, crawlspace: { offered: false, priceCents: 25_000, leadDays: 7 } },
  includedFoundation: 'slab',
};

function renderSection(canUpdate = true) {
  const announce = vi.fn();
  renderSignedIn(<PlanOptionsSection design={design} canUpdate={canUpdate} announce={announce} />);
  return announce;
}

const section = () => screen.getByRole('region', { name: 'Plan options' });
const box = (name: string) => within(section()).getByRole('checkbox', { name });
const checkboxNames = () =>
  within(section())
    .getAllByRole<HTMLInputElement>('checkbox')
    .map((checkbox) => checkbox.labels?.[0]?.textContent);

describe('PlanOptionsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which foundation is included and lists what the studio offers while the design follows it', async () => {
    stubStaffResource(editor, url, following);
    renderSection();
    expect(await screen.findByText('Included: Slab foundation')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Offer every option the studio offers' })).toHaveProperty('checked', true);
    const offered = within(section()).getByRole('list', { name: 'Offered on the storefront' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Basement foundation $395.00 · Drawn within 10 days of payment',
      'Walkout basement foundation $495.00 · Drawn within 14 days of payment',
      'Pier and beam foundation $295.00 · Drawn within 10 days of payment',
      'Right-reading reverse $100.00 · Drawn within 2 days of payment',
      'Materials list $150.00 · Drawn within 5 days of payment',
    ]);
    expect(within(section()).queryByRole('checkbox')).toBeNull();
    // A content editor may not open the settings: no link there.
    expect(within(section()).queryByRole('link', { name: "Edit the studio's plan options" })).toBeNull();
  });

  it('links to the studio’s plan options for staff who may read the settings', async () => {
    stubStaffResource(admin, url, following);
    renderSection();
    const link = await screen.findByRole('link', { name: "Edit the studio's plan options" });
    expect(link.getAttribute('href')).toBe('/settings/plan-options');
  });

  it('offers only the ticked options: those the studio offers start ticked; its own foundation is not listed', async () => {
    const user = userEvent.setup();
    const fetch = stubStaffResource(editor, url, following, {
      status: 200,
      body: { ...following, offered: ['materials-list'] },
    });
    const announce = renderSection();
    await user.click(await screen.findByRole('radio', { name: 'Offer only these' }));

    expect(checkboxNames()).toEqual([
      'Crawlspace foundation',
      'Basement foundation',
      'Walkout basement foundation',
      'Pier and beam foundation',
      'Right-reading reverse',
      'Materials list',
    ]);
    const crawlspace = box('Crawlspace foundation');
    expect(crawlspace).toHaveProperty('disabled', true);
    expect(crawlspace).toHaveProperty('checked', false);
    expect(screen.getByText('Not offered by the studio').id).toBe(crawlspace.getAttribute('aria-describedby'));
    const pier = box('Pier and beam foundation');
    expect(pier).toHaveProperty('checked', true);
    expect(document.getElementById(pier.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '$295.00 · Drawn within 10 days of payment',
    );

    for (const name of ['Basement foundation', 'Walkout basement foundation', 'Pier and beam foundation']) {
      await user.click(box(name));
    }
    await user.click(box('Right-reading reverse'));
    await user.click(within(section()).getByRole('button', { name: 'Save plan options' }));

    await vi.waitFor(() =>
      expect(announce).toHaveBeenLastCalledWith(
        "The plan options are saved. The storefront's design page offers them from now on.",
      ),
    );
    expect(putBodies(fetch, url)).toEqual([{ offered: ['materials-list'] }]);
    expect(box('Materials list')).toHaveProperty('checked', true);
    expect(box('Pier and beam foundation')).toHaveProperty('checked', false);
  });

  it('goes back to every option the studio offers by sending null', async () => {
    const user = userEvent.setup();
    const narrowed = { ...following, offered: ['basement' as const, 'materials-list' as const] };
    const fetch = stubStaffResource(editor, url, narrowed, { status: 200, body: following });
    renderSection();
    expect(await screen.findByRole('radio', { name: 'Offer only these' })).toHaveProperty('checked', true);
    expect(box('Basement foundation')).toHaveProperty('checked', true);
    expect(box('Pier and beam foundation')).toHaveProperty('checked', false);

    await user.click(screen.getByRole('radio', { name: 'Offer every option the studio offers' }));
    await user.click(within(section()).getByRole('button', { name: 'Save plan options' }));
    await vi.waitFor(() => expect(putBodies(fetch, url)).toEqual([{ offered: null }]));
  });

  it('sells no other foundation for a design without one of its own', async () => {
    const user = userEvent.setup();
    stubStaffResource(editor, url, { ...following, includedFoundation: null });
    renderSection();
    expect(
      await screen.findByText('This design has no foundation of its own, so no other foundation is sold.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Offer only these' }));
    expect(checkboxNames()).toEqual(['Right-reading reverse', 'Materials list']);
  });

  it('is read-only without designs:update', async () => {
    const narrowed = { ...following, offered: ['materials-list' as const] };
    const fetch = stubStaffResource(editor, url, narrowed);
    renderSection(false);
    expect(await screen.findByRole('radio', { name: 'Offer only these' })).toHaveProperty('disabled', true);
    expect(box('Materials list')).toHaveProperty('disabled', true);
    expect(within(section()).queryByRole('button', { name: 'Save plan options' })).toBeNull();
    expect(screen.getByText('You can look at the plan options but not change them.')).toBeTruthy();
    expect(putBodies(fetch, url)).toEqual([]);
  });
});

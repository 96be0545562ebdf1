import { DEFAULT_RETENTION, type RetentionResponse } from '@atelier/domain/retention';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { putBodies, type StubbedAnswer, staffMember, stubStaffResource, validationFailed } from '../../test/staff-api';
import { RetentionSection } from './retention-section';

const admin = staffMember('super_admin');
const reader = staffMember('bookkeeper', [{ resource: 'settings', action: 'read' }]);
const url = '/api/admin/settings/retention';
const runUrl = '/api/admin/settings/retention/run';
const stored: RetentionResponse = { settings: { ...DEFAULT_RETENTION, notificationDays: 30 }, lastRun: null };
const ran: RetentionResponse = {
  settings: stored.settings,
  lastRun: {
    at: '2026-03-03T14:05:00.000Z',
    removed: {
      emailsDeleted: 3,
      emailTextsCleared: 2,
      notificationsDeleted: 1,
      auditDetailsCleared: 12,
      pageViewDaysDeleted: 0,
      expiredSignInsDeleted: 4,
    },
  },
};
const summary =
  'removed 3 e-mails, cleared 2 e-mail texts, 1 notification, 12 audit details, 0 days of page views, 4 expired sign-ins';

/** The retention resource as stubStaffResource plays it, and a POST to …/run answering `ran`. */
function stubRetention(user: object, read: RetentionResponse, saved?: StubbedAnswer) {
  const resource = stubStaffResource(user, url, read, saved);
  const fetch = vi.fn(async (path: string, init?: RequestInit) =>
    path === runUrl && init?.method === 'POST' ? Response.json(ran) : resource(path, init),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => screen.getByRole('button', { name: 'Save retention periods' });

/** The text of what a field's aria-describedby names (its unit, hint and error). */
const description = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('RetentionSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each period in days with its limits and hint, and that no pass has run', async () => {
    stubRetention(admin, stored);
    renderSignedIn(<RetentionSection />);
    const section = screen.getByRole('region', { name: 'Data retention' });
    await within(section).findByLabelText('Staff notifications');
    expect(
      within(section).getByText(
        "Orders, invoices, customers and each order's timeline are always kept. These are removed once older than:",
      ),
    ).toBeTruthy();
    expect(input('Sent e-mails').value).toBe('365');
    expect(input('Staff notifications').value).toBe('30');
    expect(input('Audit log details').value).toBe('730');
    expect(input('Design page views').value).toBe('1095');
    expect(input('Staff notifications').min).toBe('7');
    expect(input('Staff notifications').max).toBe('3650');
    expect(description('Staff notifications')).toBe('days Read or not.');
    expect(description('Design page views')).toBe('days Analytics compares a year with the year before.');
    expect(within(section).getByText('Not run yet.')).toBeTruthy();
  });

  it('refuses a period under its minimum on its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubRetention(admin, stored);
    renderSignedIn(<RetentionSection />);
    const notifications = await screen.findByLabelText<HTMLInputElement>('Staff notifications');
    await user.clear(notifications);
    await user.type(notifications, '5');
    await user.click(save());

    expect(await screen.findByText('Staff notifications are kept at least 7 days.')).toBeTruthy();
    expect(notifications.getAttribute('aria-invalid')).toBe('true');
    expect(description('Staff notifications')).toContain('Staff notifications are kept at least 7 days.');
    expect(document.activeElement).toBe(notifications);
    expect(putBodies(fetch, url)).toEqual([]);
  });

  it('sends every period in whole days and announces the save', async () => {
    const user = userEvent.setup();
    const fetch = stubRetention(admin, stored);
    renderSignedIn(<RetentionSection />);
    const notifications = await screen.findByLabelText<HTMLInputElement>('Staff notifications');
    await user.clear(notifications);
    await user.type(notifications, '120');
    await user.click(save());

    expect(
      await screen.findByText('The retention periods are saved. The next pass removes what is older.'),
    ).toBeTruthy();
    expect(putBodies(fetch, url)).toEqual([{ ...stored.settings, notificationDays: 120 }]);
    const [call] = fetch.mock.calls.filter(([path, init]) => path === url && init?.method === 'PUT');
    expect(new Headers(call?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
  });

  it('puts the server’s message about a field on it and focuses it', async () => {
    const user = userEvent.setup();
    stubRetention(admin, stored, validationFailed({ auditDetailDays: 'Audit log details are kept at least 90 days.' }));
    renderSignedIn(<RetentionSection />);
    await screen.findByLabelText('Audit log details');
    await user.click(save());

    expect(await screen.findByText('Audit log details are kept at least 90 days.')).toBeTruthy();
    const audit = input('Audit log details');
    expect(audit.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(audit);
    // Said on the field, not again as the form's error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs a pass now, announces what it removed and shows it as the last run', async () => {
    const user = userEvent.setup();
    const fetch = stubRetention(admin, stored);
    renderSignedIn(<RetentionSection />);
    await user.click(await screen.findByRole('button', { name: 'Run now' }));

    const announced = await screen.findByText(`Retention ran: ${summary}.`);
    expect(announced.getAttribute('role')).toBe('status');
    const posts = fetch.mock.calls.filter(([path, init]) => path === runUrl && init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{}]);
    expect(new Headers(posts[0]?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
    const lastRun = screen.getByText(/^Last run:/);
    expect(lastRun.textContent).toMatch(new RegExp(`^Last run: \\d+ Mar 2026, \\d\\d:\\d\\d — ${summary}$`));
    expect(lastRun.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-03T14:05:00.000Z');
  });

  it('is read-only for staff who may read the settings but not change them', async () => {
    const fetch = stubRetention(reader, ran);
    renderSignedIn(<RetentionSection />);
    const notifications = await screen.findByLabelText<HTMLInputElement>('Staff notifications');
    expect(notifications.readOnly).toBe(true);
    expect(screen.getByText('You can read the retention periods but not change them.')).toBeTruthy();
    expect(screen.getByText(/^Last run:/).textContent).toContain(summary);
    expect(screen.queryByRole('button')).toBeNull();
    expect(putBodies(fetch, url)).toEqual([]);
  });
});

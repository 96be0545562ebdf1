import type { MemberAuditPage, StaffMember } from '@atelier/domain/staff-users';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember } from '../../test/staff-api';
import { ActivityTab } from './activity-tab';

const member = (id: string, name: string): StaffMember => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'sales',
  roleName: 'Sales',
  status: 'active',
  lastLogin: null,
  mfaEnabled: false,
  passwordResetRequired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

// Listed by name: Aaron first, who has done nothing; the signed-in member ('u1') is further down.
const members = [member('u0', 'Aaron Idle'), member('u1', 'Studio Staff'), member('u2', 'Zoe Other')];

const auditOf = (id: string): MemberAuditPage => ({
  entries:
    id === 'u1'
      ? [
          {
            id: 1,
            at: '2026-03-01T09:00:00.000Z',
            staffName: 'Studio Staff',
            staffUserId: 'u1',
            action: 'order.mark_paid',
            targetType: 'order',
            targetId: 'AP-1',
            detail: {},
            ip: null,
          },
        ]
      : [],
  actions: id === 'u1' ? ['order.mark_paid'] : [],
  page: 1,
  pageCount: 1,
  total: id === 'u1' ? 1 : 0,
});

function stubStaff() {
  const user = staffMember('super_admin');
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user, csrfToken: 'csrf-1' } });
    const url = new URL(path, 'http://admin.localhost');
    if (url.pathname === '/api/admin/staff-users') return Response.json({ members });
    const audit = /^\/api\/admin\/staff-users\/([^/]+)\/audit$/.exec(url.pathname);
    if (audit?.[1]) return Response.json(auditOf(audit[1]));
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ActivityTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the member looking, not the first one alphabetically', async () => {
    stubStaff();
    renderSignedIn(<ActivityTab memberId={null} onMemberChange={() => undefined} />);
    expect(await screen.findByRole('cell', { name: 'Order: mark paid' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Member' }) as HTMLSelectElement;
    expect(select.value).toBe('u1');
  });

  it('shows the member chosen', async () => {
    stubStaff();
    renderSignedIn(<ActivityTab memberId="u0" onMemberChange={() => undefined} />);
    expect(await screen.findByText('No activity recorded for this member.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Member' }) as HTMLSelectElement).value).toBe('u0');
  });
});

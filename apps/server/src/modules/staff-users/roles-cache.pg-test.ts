import { describe, expect, it } from 'vitest';
import { createStaffSession } from '../../test/staff-session.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';
import { within } from '../../test/within.ts';

// Two server processes on one PostgreSQL database: a role edited through one changes what its members
// may do in the other at once (NOTIFY on the staff roles channel drops each process's role table).
const processes = twoServerProcesses();

describe('the role table across server processes', () => {
  it('a permission granted through process A lets the member in on process B within 2 seconds', async () => {
    const admin = await createStaffSession(processes.first, 'super_admin');
    const created = await processes.first.server.inject({
      method: 'POST',
      url: '/api/admin/staff-roles',
      headers: admin.headers,
      payload: { name: 'Viewer', permissions: [{ resource: 'dashboard', action: 'read' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    // The member's session works on either process (one database); B keeps the role table in memory.
    const member = await createStaffSession(processes.second, 'viewer');
    const orders = () => processes.second.server.inject({ url: '/api/admin/orders', headers: member.headers });
    expect((await orders()).statusCode).toBe(403);
    await within(2_000, async () => processes.second.services.auth.roles.cache.listening, Boolean);
    expect((await orders()).statusCode).toBe(403);

    const started = Date.now();
    const edited = await processes.first.server.inject({
      method: 'PUT',
      url: '/api/admin/staff-roles/viewer',
      headers: admin.headers,
      payload: {
        name: 'Viewer',
        permissions: [
          { resource: 'dashboard', action: 'read' },
          { resource: 'orders', action: 'read' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const status = await within(
      2_000,
      async () => (await orders()).statusCode,
      (value) => value === 200,
    );
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

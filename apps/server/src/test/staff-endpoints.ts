import type { Action, Resource } from '@atelier/domain';

export interface StaffEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The permission the endpoint needs; null means any signed-in staff member. */
  permission: { resource: Resource; action: Action } | null;
  /** JSON body sent with the request (state-changing endpoints). */
  payload?: Record<string, unknown>;
  /** The status a permitted caller gets (default: any 2xx). */
  okStatus?: number;
}

/**
 * Every staff endpoint, for the generated endpoint × role access table in staff-access.test.ts.
 * Add each new /api/admin endpoint here (append; the request must succeed for a permitted role
 * against the freshly seeded test database).
 */
export const STAFF_ENDPOINTS: StaffEndpoint[] = [
  { method: 'GET', url: '/api/admin/me', permission: null },
  { method: 'GET', url: '/api/admin/dashboard', permission: { resource: 'dashboard', action: 'read' } },
  { method: 'GET', url: '/api/admin/orders', permission: { resource: 'orders', action: 'read' } },
  { method: 'GET', url: '/api/admin/customers', permission: { resource: 'customers', action: 'read' } },
  { method: 'GET', url: '/api/admin/support/conversations', permission: { resource: 'support', action: 'read' } },
  { method: 'GET', url: '/api/admin/support/inquiries', permission: { resource: 'support', action: 'read' } },
];

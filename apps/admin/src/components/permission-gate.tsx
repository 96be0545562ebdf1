import { can } from '@atelier/domain/permissions';
import type { ReactNode } from 'react';
import type { AdminPage } from '../lib/admin-pages';
import { useAuth } from '../lib/auth';
import { AccessDenied } from './access-denied';

/** Hides what the server would refuse anyway; the server checks every request itself. */
export function PermissionGate({ page, children }: { page: AdminPage; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  if (!can(user, page.permission.resource, page.permission.action)) return <AccessDenied role={user.role} />;
  return children;
}

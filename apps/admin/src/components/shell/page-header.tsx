import { formatRole } from '@atelier/domain/permissions';
import type { StaffUser } from '@atelier/domain/staff-session';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminPage } from '../../lib/admin-pages';
import { greetingName } from './greeting-name';

export function Breadcrumbs({ page }: { page: AdminPage | undefined }) {
  const trail = [page?.section, page?.title].filter((part): part is string => Boolean(part));
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-fg">
        <li>
          <Link to="/dashboard" className="hover:text-fg hover:underline">
            Admin
          </Link>
        </li>
        {trail.map((part, index) => (
          <li key={part} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3" />
            <span {...(index === trail.length - 1 ? { 'aria-current': 'page' as const, className: 'text-fg' } : {})}>
              {part}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHeader({ page, user }: { page: AdminPage | undefined; user: StaffUser }) {
  return (
    <div className="mt-2 mb-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{page?.title ?? 'Admin'}</h1>
        <span className="rounded-full border border-primary px-2.5 py-0.5 text-xs font-semibold tracking-wide text-primary">
          {formatRole(user.role)}
        </span>
      </div>
      {/* Said once, where the day starts: every other page goes straight to its work. */}
      {page?.path === '/dashboard' ? (
        <p className="mt-1 text-muted-fg">Welcome back, {greetingName(user.name)}</p>
      ) : null}
    </div>
  );
}

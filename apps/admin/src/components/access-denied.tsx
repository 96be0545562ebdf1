import { formatRole } from '@atelier/domain/permissions';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

export function AccessDenied({ role }: { role: string }) {
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-lg border border-border bg-card p-8 text-center"
    >
      <ShieldAlert aria-hidden className="size-12 text-danger" />
      <h2 id="access-denied-title" className="text-2xl font-bold">
        Access Denied
      </h2>
      <p className="text-muted-fg">
        You don't have permission to access this page. Please contact your administrator if you believe this is an
        error.
      </p>
      <p className="text-sm">
        Current role: <strong className="font-semibold tracking-wide">{formatRole(role)}</strong>
      </p>
      <Link to="/dashboard" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg hover:opacity-90">
        Go to Dashboard
      </Link>
    </section>
  );
}

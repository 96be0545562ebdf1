import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { pageFor } from '../lib/admin-pages';

/** Placeholder for the admin areas that are planned but not built yet. */
export function Component() {
  const page = pageFor(useLocation().pathname);
  if (!page) return null;
  return (
    <PermissionGate page={page}>
      <section
        aria-labelledby="coming-soon-title"
        className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-16 text-center"
      >
        <Construction aria-hidden className="size-10 text-accent" />
        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wide">{page.phase}</span>
        <h2 id="coming-soon-title" className="text-xl font-semibold">
          {page.title} is coming soon
        </h2>
        <p className="max-w-md text-muted-fg">{page.summary}</p>
      </section>
    </PermissionGate>
  );
}

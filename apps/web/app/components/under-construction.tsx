import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** SPEC §2 placeholder page (the sitemap). */
export function UnderConstruction({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
      <Construction aria-hidden className="size-12 text-accent" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-fg">This page is under construction. Please check back soon.</p>
      {children}
      <Link to="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg">
        Back to Home
      </Link>
    </section>
  );
}

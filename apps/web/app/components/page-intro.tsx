import type { ReactNode } from 'react';

/** The heading band at the top of content pages. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-border bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-muted-fg">{children}</div>}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the title: what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card holding one part of a page, usually a form of its own. */
export function SectionCard({ id, title, description, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-card p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-fg">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

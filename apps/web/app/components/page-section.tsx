import type { ReactNode } from 'react';

/** A titled part of a long page (a design page's specifications, site plan, cost to build). */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A GET form's hidden copies of the page's other parameters, so sending the form keeps them. */
export function HiddenFields({ params }: { params: readonly [string, string][] }) {
  return params.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

import type { ReactNode } from 'react';

/** A label and its value; a missing value shows as a dash. */
export type DetailRow = [label: string, value: ReactNode];

/** Labelled facts (a customer, an order's buyer, an inquiry's sender) as a description list. */
export function DetailList({ rows, className = '' }: { rows: DetailRow[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { CountedOption } from '@atelier/domain/catalog';
import type { ReactNode } from 'react';

/** A collapsible filter group; open when one of its values is chosen (or when asked to be). */
export function FilterGroup({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-border py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <span aria-hidden className="text-muted-fg transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/** Check boxes for one list filter; each option shows how many designs it would give. */
export function CheckboxFacet({
  name,
  options,
  selected,
  columns = 1,
}: {
  name: string;
  options: CountedOption[];
  selected: readonly string[];
  columns?: 1 | 2;
}) {
  return (
    <ul className={`grid gap-1 ${columns === 2 ? 'grid-cols-2' : ''}`}>
      {options.map((option) => {
        const checked = selected.includes(option.id);
        return (
          <li key={option.id}>
            <label
              className={`flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-muted ${option.count === 0 && !checked ? 'text-muted-fg' : ''}`}
            >
              <input
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={checked}
                className="size-4 accent-primary"
              />
              <span className="flex-1">{option.label}</span>
              <span className="text-xs text-muted-fg tabular-nums">{option.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

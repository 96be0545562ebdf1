import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from '../form-styles';

/** The filter bar above a list: a search landmark holding the search box and filters. */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search aria-label={label} className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4">
      {children}
    </search>
  );
}

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onSearch(value: string): void;
}

/** Searches on Enter or the button, so typing does not add a history entry per key. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form onSubmit={submit} className="flex min-w-64 flex-1 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        {/* Keyed by the URL value so the back button also resets what the box shows. */}
        <input
          key={value}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          className={inputClass}
        />
        <button type="submit" className={`${secondaryButtonClass} h-10`}>
          <Search aria-hidden className="size-4" /> Search
        </button>
      </div>
    </form>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} w-40`}
      />
    </div>
  );
}

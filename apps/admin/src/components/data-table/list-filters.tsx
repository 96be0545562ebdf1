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

/** A filter's value and what changes it; `useListParams(...).filter(key)` gives both for a URL filter. */
export interface FilterBinding {
  value: string;
  onChange(value: string): void;
}

interface SearchBoxProps extends FilterBinding {
  label: string;
  placeholder?: string;
}

/** Searches on Enter or the button (onChange then), so typing does not add a history entry per key. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(String(new FormData(event.currentTarget).get('q') ?? '').trim());
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

interface FilterFieldProps {
  label: string;
  /** Classes for the field's box beside its layout (a width). */
  className?: string;
  /** The control, given the id its label points to. */
  children(id: string): ReactNode;
}

/** A labelled control in a filter bar or a toolbar: the label above it. */
export function FilterField({ label, className, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface FilterSelectProps extends FilterBinding {
  label: string;
  /** The first choice, which filters nothing out; without it, one of the options is always chosen. */
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}

export function FilterSelect({ label, value, allLabel, options, onChange, className }: FilterSelectProps) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          {allLabel === undefined ? null : <option value="">{allLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

interface DateFilterProps extends FilterBinding {
  label: string;
  /** A date that must be given (the ends of a custom range), rather than an optional bound of a list. */
  required?: boolean;
  /** The id of the message saying what is wrong with this date, while something is. */
  errorId?: string;
}

/** A date filter: an optional bound of a list, or a required end of a range. */
export function DateFilter({ label, value, onChange, required, errorId }: DateFilterProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={`${inputClass} w-40`}
        />
      )}
    </FilterField>
  );
}

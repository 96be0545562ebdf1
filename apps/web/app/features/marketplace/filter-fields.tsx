export const inputClass =
  'w-full rounded-md border border-border bg-bg px-3 py-2 text-sm placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-primary';

/** A number input of a range filter; empty means no limit. */
export function NumberField({
  name,
  label,
  placeholder,
  step,
  value,
}: {
  name: string;
  label: string;
  placeholder: string;
  step: number;
  value: number | undefined;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="text-muted-fg">{label}</span>
      <input
        type="number"
        name={name}
        defaultValue={value ?? ''}
        min={0}
        step={step}
        inputMode="numeric"
        placeholder={placeholder}
        className={inputClass}
      />
    </label>
  );
}

/** A menu of counted choices with Any (no filter) first. */
export function SelectField({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: number | undefined;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      <select name={name} defaultValue={value === undefined ? '' : String(value)} className={inputClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

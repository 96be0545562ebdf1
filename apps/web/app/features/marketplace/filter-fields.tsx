import { DEFAULT_SETBACKS, type Lot } from '@atelier/domain/lot-fit';
import { FilterGroup } from './facet-group';

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

/** The lot's fields, as the five URL parameters of lot-fit.ts; with its width and depth given, only designs that fit. */
const LOT_FIELDS: { name: keyof Lot; label: string; placeholder: string }[] = [
  { name: 'lotWidth', label: 'Lot width', placeholder: 'e.g. 60' },
  { name: 'lotDepth', label: 'Lot depth', placeholder: 'e.g. 120' },
  { name: 'setbackFront', label: 'Front setback', placeholder: String(DEFAULT_SETBACKS.setbackFront) },
  { name: 'setbackRear', label: 'Rear setback', placeholder: String(DEFAULT_SETBACKS.setbackRear) },
  { name: 'setbackSide', label: 'Side setbacks (each)', placeholder: String(DEFAULT_SETBACKS.setbackSide) },
];

/** "Fits my lot": the lot's size and its setbacks, in feet. */
export function LotFields({ lot }: { lot: Lot | undefined }) {
  return (
    <FilterGroup title="Fits my lot (ft)" open={lot !== undefined}>
      <p className="mb-3 text-xs text-muted-fg">
        Enter your lot&apos;s width and depth to see only the plans that fit inside its setbacks (front and rear{' '}
        {DEFAULT_SETBACKS.setbackFront} ft, each side {DEFAULT_SETBACKS.setbackSide} ft unless you change them).
      </p>
      <div className="grid grid-cols-2 gap-3">
        {LOT_FIELDS.map(({ name, label, placeholder }) => (
          <NumberField key={name} name={name} label={label} value={lot?.[name]} step={1} placeholder={placeholder} />
        ))}
      </div>
    </FilterGroup>
  );
}

import type { ReactNode } from 'react';

/**
 * One choice of a design page's add-to-cart form (a licence, a foundation, an add-on): a native radio
 * or checkbox that belongs to the form through its id, drawn as a card the whole of which picks it. The
 * label is the choice's name and price; the terms below it are the input's description (read to screen
 * readers only when `termsHidden`).
 */
export function ChoiceCard({
  id,
  type,
  name,
  value,
  formId,
  defaultChecked,
  label,
  price,
  terms,
  termsHidden = false,
  onChange,
  children,
}: {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  formId: string;
  defaultChecked: boolean;
  label: string;
  /** The price as text, or marked up (a sale's struck regular price before it). */
  price: ReactNode;
  terms: ReactNode;
  termsHidden?: boolean;
  onChange?(): void;
  children?: ReactNode;
}) {
  return (
    <div className="relative flex gap-3 rounded-md border border-border p-3 hover:border-primary has-checked:border-primary has-checked:bg-muted has-disabled:opacity-60">
      <input
        type={type}
        id={id}
        name={name}
        value={value}
        form={formId}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-terms`}
        onChange={onChange}
        className="relative z-10 mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="min-w-0 flex-1">
        {/* The whole card picks the choice: the label's box covers it. */}
        <label
          htmlFor={id}
          className="flex flex-wrap justify-between gap-x-3 font-medium after:absolute after:inset-0 after:rounded-md"
        >
          <span>{label}</span> <span className="tabular-nums">{price}</span>
        </label>
        <p id={`${id}-terms`} className={termsHidden ? 'sr-only' : 'text-sm text-muted-fg'}>
          {terms}
        </p>
        {children}
      </div>
    </div>
  );
}

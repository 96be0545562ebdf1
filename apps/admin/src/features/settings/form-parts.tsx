import { COUNTRIES } from '@atelier/domain/checkout';
import type { ShopSettings, shopSettingsSchema } from '@atelier/domain/shop-settings';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { secondaryButtonClass } from '../../components/form-styles';

/** What the form holds while it is edited (numbers may still be NaN, codes lower case). */
export type SettingsFormValues = z.input<typeof shopSettingsSchema>;

/** The settings form, for the sections inside it. */
export const useSettingsForm = () => useFormContext<SettingsFormValues, unknown, ShopSettings>();

/** The options of a country select: a placeholder staff cannot choose back, then every checkout country. */
export function CountryOptions() {
  return (
    <>
      <option value="" disabled>
        Choose a country
      </option>
      {COUNTRIES.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name} ({country.code})
        </option>
      ))}
    </>
  );
}

/** A message about a whole list (e.g. "one region must be the default"). */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

interface EntryButtonProps {
  /** Adds an entry to a list of the form, or removes one. */
  kind: 'add' | 'remove';
  onClick(): void;
  disabled?: boolean;
  className?: string;
  /** What it does, e.g. 'Remove region 2'. */
  children: ReactNode;
}

/** The button adding an entry to a list of the settings (a region, a country rate), or removing one. */
export function EntryButton({ kind, onClick, disabled, className, children }: EntryButtonProps) {
  const Icon = kind === 'add' ? Plus : Trash2;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={className ? `${secondaryButtonClass} ${className}` : secondaryButtonClass}
    >
      <Icon aria-hidden className="size-4" />
      {children}
    </button>
  );
}

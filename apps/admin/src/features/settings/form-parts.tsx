import type { ShopSettings, shopSettingsSchema } from '@atelier/domain/shop-settings';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds while it is edited (numbers may still be NaN, codes lower case). */
export type SettingsFormValues = z.input<typeof shopSettingsSchema>;

/** The settings form, for the sections inside it. */
export const useSettingsForm = () => useFormContext<SettingsFormValues, unknown, ShopSettings>();

/** One titled part of the settings form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-border bg-card p-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-fg">{description}</p>
      </div>
      {children}
    </section>
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

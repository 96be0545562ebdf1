import {
  SERVICE_FEATURES_MAX,
  SERVICE_ICONS,
  type ServiceFormValues,
  type ServiceInput,
} from '@atelier/domain/content-admin';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';

export const SERVICE_FIELDS = ['title', 'summary', 'description', 'features', 'badge', 'icon', 'featured'] as const;
export type ServiceForm = UseFormReturn<ServiceFormValues, unknown, ServiceInput>;

/** A service's texts, icon, badge and home page flag. */
export function ServiceFields({ form }: { form: ServiceForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <input {...control} {...form.register('title')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Summary" hint="One sentence, shown on the service cards." error={errors.summary?.message}>
        {(control) => <textarea {...control} {...form.register('summary')} rows={2} className={textareaClass} />}
      </FormField>
      <FormField label="Description" hint="Shown on the service's own page." error={errors.description?.message}>
        {(control) => <textarea {...control} {...form.register('description')} rows={5} className={textareaClass} />}
      </FormField>
      <FormField
        label="Features"
        hint={`One per line, up to ${SERVICE_FEATURES_MAX}: what is included.`}
        error={errors.features?.message}
      >
        {(control) => <textarea {...control} {...form.register('features')} rows={5} className={textareaClass} />}
      </FormField>
      <FormField label="Badge (optional)" hint="A word or two, such as New or Eco." error={errors.badge?.message}>
        {(control) => <input {...control} {...form.register('badge')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Icon" error={errors.icon?.message}>
        {(control) => (
          <select {...control} {...form.register('icon')} className={inputClass}>
            {SERVICE_ICONS.map((icon) => (
              <option key={icon.id} value={icon.id}>
                {icon.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('featured')} className="size-4 accent-primary" />
        Featured on the home page (the first six featured services show)
      </label>
    </>
  );
}

import type { CategoryInput, StaffCategoryList } from '@atelier/domain/catalogue-admin';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';

interface CategoryFieldsProps {
  form: UseFormReturn<CategoryInput>;
  services: StaffCategoryList['services'];
}

/** The category's name and the studio service it belongs to, for adding and for editing one. */
export function CategoryFields({ form, services }: CategoryFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" error={errors.label?.message}>
        {(control) => <input {...control} {...form.register('label')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Service" error={errors.serviceId?.message}>
        {(control) => (
          <select {...control} {...form.register('serviceId')} className={inputClass}>
            <option value="">Choose a service</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

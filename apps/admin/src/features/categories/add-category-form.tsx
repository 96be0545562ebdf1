import { type CategoryInput, categoryInputSchema, type StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../components/form-actions';
import { SectionCard } from '../../components/section-card';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useCreateCategory } from './api';
import { CategoryFields } from './category-fields';

const EMPTY: CategoryInput = { label: '', serviceId: '' };

/** A new category goes to the end of the list; it can be moved from there. */
export function AddCategoryForm({
  services,
  announce,
}: {
  services: StaffCategoryList['services'];
  announce(message: string): void;
}) {
  const create = useCreateCategory();
  const form = useForm({ resolver: zodResolver(categoryInputSchema), defaultValues: EMPTY });

  const submit = (values: CategoryInput) => {
    announce('');
    create.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        announce(`The category “${values.label}” is added at the end of the list.`);
      },
      onError: (error) => {
        if (showFieldErrors(form, error, ['label', 'serviceId'])) create.reset();
      },
    });
  };

  return (
    <SectionCard id="add-category-title" title="Add a category">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryFields form={form} services={services} />
        </div>
        <FormActions error={create.error ? errorMessage(create.error) : null} pending={create.isPending} icon={Plus}>
          Add category
        </FormActions>
      </form>
    </SectionCard>
  );
}

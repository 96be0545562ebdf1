import { type CategoryInput, categoryInputSchema, type StaffCategoryList } from '@atelier/domain/catalogue-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { primaryButtonClass } from '../../components/form-styles';
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
    <section aria-labelledby="add-category-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <h2 id="add-category-title" className="text-lg font-semibold">
        Add a category
      </h2>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryFields form={form} services={services} />
        </div>
        {create.error ? (
          <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
            {errorMessage(create.error)}
          </p>
        ) : null}
        <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
          {create.isPending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Plus aria-hidden className="size-4" />
          )}
          Add category
        </button>
      </form>
    </section>
  );
}

import {
  type CategoryInput,
  categoryInputSchema,
  type StaffCategory,
  type StaffCategoryList,
} from '@atelier/domain/catalogue-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { smallButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { useDeleteCategory, useUpdateCategory } from './api';
import { CategoryFields } from './category-fields';

interface CategoryActionProps {
  category: StaffCategory;
  announce(message: string): void;
}

const valuesOf = (category: StaffCategory): CategoryInput => ({
  label: category.label,
  serviceId: category.serviceId,
});

/** Renames the category or maps it to another service; its id (and the storefront's links) stay. */
export function EditCategory({
  category,
  services,
  announce,
}: CategoryActionProps & {
  services: StaffCategoryList['services'];
}) {
  const update = useUpdateCategory(category.id);
  const form = useForm({ resolver: zodResolver(categoryInputSchema), defaultValues: valuesOf(category) });
  const dialog = useFormDialog(update, form, valuesOf(category), ['label', 'serviceId']);

  const submit = (values: CategoryInput) => {
    const changes = {
      ...(values.label !== category.label ? { label: values.label } : {}),
      ...(values.serviceId !== category.serviceId ? { serviceId: values.serviceId } : {}),
    };
    if (Object.keys(changes).length === 0) {
      dialog.close();
      return;
    }
    dialog.save(changes, () => announce(`The category “${values.label}” is saved.`));
  };

  return (
    <ActionDialog
      {...dialog.props}
      trigger="Edit"
      triggerAriaLabel={`Edit ${category.label}`}
      triggerClassName={smallButtonClass}
      title={`Edit “${category.label}”`}
      description="Rename the category or move it to another service. Its designs and links keep working."
      submitLabel="Save category"
      onSubmit={form.handleSubmit(submit)}
    >
      <CategoryFields form={form} services={services} />
    </ActionDialog>
  );
}

/** Only an empty category can go; one with designs says why its button is off. */
export function DeleteCategory({ category, announce }: CategoryActionProps) {
  // Focus then goes to the main region: the dialog's trigger has gone with the row.
  const remove = useDeleteCategory(category.id, () => announce(`The category “${category.label}” is deleted.`));
  const noteId = useId();
  if (category.designCount > 0) {
    const count = `${category.designCount} design${category.designCount === 1 ? '' : 's'}`;
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <button type="button" disabled aria-describedby={noteId} className={smallButtonClass}>
          Delete
        </button>
        <span id={noteId} className="text-xs text-muted-fg">
          Has {count}: move them to another category first.
        </span>
      </span>
    );
  }
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Delete"
      triggerAriaLabel={`Delete ${category.label}`}
      triggerClassName={smallButtonClass}
      title={`Delete “${category.label}”?`}
      description="It has no designs, so nothing else changes. This cannot be undone."
      submitLabel="Delete category"
      dismissLabel="Keep category"
      destructive
      onConfirm={() => remove.mutate()}
    />
  );
}

import {
  type StaffTestimonial,
  type TestimonialFormValues,
  type TestimonialInput,
  testimonialInputSchema,
} from '@atelier/domain/content-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { primaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { testimonialsResource, useCreateTestimonial, useDeleteEntry, useUpdateTestimonial } from './api';
import { TESTIMONIAL_FIELDS, TestimonialFields, type TestimonialForm } from './testimonial-fields';

const EMPTY: TestimonialFormValues = {
  name: '',
  role: '',
  company: '',
  content: '',
  rating: 5,
  featured: false,
  published: true,
};
const valuesOf = (entry: StaffTestimonial): TestimonialFormValues => ({
  name: entry.name,
  role: entry.role,
  company: entry.company ?? '',
  content: entry.content,
  rating: entry.rating,
  featured: entry.featured,
  published: entry.published,
});

function useTestimonialForm(values: TestimonialFormValues): TestimonialForm {
  return useForm<TestimonialFormValues, unknown, TestimonialInput>({
    resolver: zodResolver(testimonialInputSchema),
    defaultValues: values,
  });
}

/** A new testimonial goes to the end of the list; it can be moved from there. */
export function AddTestimonial({ announce }: { announce(message: string): void }) {
  const create = useCreateTestimonial();
  const form = useTestimonialForm(EMPTY);
  const dialog = useFormDialog(create, form, EMPTY, TESTIMONIAL_FIELDS);
  const submit = (values: TestimonialInput) =>
    dialog.save(values, () => announce(`The testimonial from “${values.name}” is added at the end of the list.`));
  return (
    <ActionDialog
      {...dialog.props}
      trigger={
        <>
          <Plus aria-hidden className="size-4" /> Add testimonial
        </>
      }
      triggerClassName={primaryButtonClass}
      title="Add a testimonial"
      description="It appears at the end of the list. A photo of its author can be added once it is saved."
      submitLabel="Add testimonial"
      onSubmit={form.handleSubmit(submit)}
    >
      <TestimonialFields form={form} />
    </ActionDialog>
  );
}

interface TestimonialActionProps {
  testimonial: StaffTestimonial;
  announce(message: string): void;
}

export function EditTestimonial({ testimonial, announce }: TestimonialActionProps) {
  const update = useUpdateTestimonial(testimonial.id);
  const form = useTestimonialForm(valuesOf(testimonial));
  const dialog = useFormDialog(update, form, valuesOf(testimonial), TESTIMONIAL_FIELDS);
  const submit = (values: TestimonialInput) =>
    dialog.save(values, () => announce(`The testimonial from “${values.name}” is saved.`));
  return (
    <ActionDialog
      {...dialog.props}
      trigger="Edit"
      triggerAriaLabel={`Edit the testimonial from ${testimonial.name}`}
      triggerClassName={smallButtonClass}
      title={`Edit the testimonial from “${testimonial.name}”`}
      description="Changes show on the storefront as soon as they are saved."
      submitLabel="Save testimonial"
      onSubmit={form.handleSubmit(submit)}
    >
      <TestimonialFields form={form} />
    </ActionDialog>
  );
}

export function DeleteTestimonial({ testimonial, announce }: TestimonialActionProps) {
  // Focus then goes to the main region: the dialog's trigger has gone with the entry.
  const remove = useDeleteEntry(testimonialsResource, testimonial.id, () =>
    announce(`The testimonial from “${testimonial.name}” is deleted.`),
  );
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Delete"
      triggerAriaLabel={`Delete the testimonial from ${testimonial.name}`}
      triggerClassName={smallButtonClass}
      title={`Delete the testimonial from “${testimonial.name}”?`}
      description="It leaves the storefront and the average rating, and its photo is deleted. To keep it but hide it, edit it and turn Published off instead. This cannot be undone."
      submitLabel="Delete testimonial"
      dismissLabel="Keep testimonial"
      destructive
      onConfirm={() => remove.mutate()}
    />
  );
}

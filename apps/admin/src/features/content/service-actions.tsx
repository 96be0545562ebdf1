import {
  type ServiceFormValues,
  type ServiceInput,
  type StaffService,
  serviceFormSchema,
} from '@atelier/domain/content-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { smallButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { useUpdateService } from './api';
import { SERVICE_FIELDS, ServiceFields } from './service-fields';

const valuesOf = (service: StaffService): ServiceFormValues => ({
  title: service.title,
  summary: service.summary,
  description: service.description,
  icon: service.icon as ServiceFormValues['icon'],
  features: service.features.join('\n'),
  badge: service.badge ?? '',
  featured: service.featured,
});

/** Edits a service's texts; its id, and so its page address, stay. */
export function EditService({ service, announce }: { service: StaffService; announce(message: string): void }) {
  const update = useUpdateService(service.id);
  const form = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: valuesOf(service),
  });
  const dialog = useFormDialog(update, form, valuesOf(service), SERVICE_FIELDS);
  const submit = (values: ServiceInput) =>
    dialog.save(values, () => announce(`The service “${values.title}” is saved.`));
  return (
    <ActionDialog
      {...dialog.props}
      trigger="Edit"
      triggerAriaLabel={`Edit ${service.title}`}
      triggerClassName={smallButtonClass}
      title={`Edit “${service.title}”`}
      description={`Its page stays at /services/${service.id}. Changes show on the storefront as soon as they are saved.`}
      submitLabel="Save service"
      onSubmit={form.handleSubmit(submit)}
    >
      <ServiceFields form={form} />
    </ActionDialog>
  );
}

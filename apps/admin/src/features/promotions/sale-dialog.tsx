import type { PriceSaleInput, StaffPriceSale } from '@atelier/domain/price-sales';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { primaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { useSaveSale } from './sale-api';
import { SaleFields } from './sale-fields';
import { SALE_FIELDS, type SaleFormValues, saleFormResolver, saleValuesOf } from './sale-form-values';

interface SaleDialogProps {
  /** The sale to edit; none for a new one. */
  sale?: StaffPriceSale;
  announce(message: string): void;
}

/** The form of a new sale (the "New sale" button) or a saved one's (its row's Edit button). */
export function SaleDialog({ sale, announce }: SaleDialogProps) {
  const save = useSaveSale(sale?.id ?? null);
  const values = saleValuesOf(sale ?? null);
  const form = useForm<SaleFormValues, unknown, PriceSaleInput>({
    resolver: saleFormResolver,
    defaultValues: values,
  });
  const dialog = useFormDialog(save, form, values, SALE_FIELDS);
  const submit = (input: PriceSaleInput) =>
    dialog.save(input, ({ sale: saved }) =>
      announce(sale ? `The sale ${saved.name} is saved.` : `The sale ${saved.name} is created.`),
    );
  return (
    <ActionDialog
      {...dialog.props}
      {...(sale
        ? {
            trigger: 'Edit',
            triggerAriaLabel: `Edit ${sale.name}`,
            triggerClassName: smallButtonClass,
            title: `Edit ${sale.name}`,
            description: 'Prices follow the new terms at once; orders already placed keep what they paid.',
            submitLabel: 'Save sale',
          }
        : {
            trigger: (
              <>
                <Plus aria-hidden className="size-4" /> New sale
              </>
            ),
            triggerClassName: primaryButtonClass,
            title: 'New sale',
            description:
              'Every licence of the design, or of each design in the category, costs that much less between the two times. Sales do not add up: the largest reduction applies.',
            submitLabel: 'Create sale',
          })}
      onSubmit={form.handleSubmit(submit)}
    >
      <SaleFields form={form} />
    </ActionDialog>
  );
}

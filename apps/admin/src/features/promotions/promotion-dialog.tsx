import type { PromotionInput, StaffPromotion } from '@atelier/domain/promotions';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { primaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { type FormMutation, useFormDialog } from '../../components/mutation-dialog';
import { type PromotionResponse, useSavePromotion } from './api';
import { PromotionFields } from './promotion-fields';
import {
  formValuesOf,
  onFormFields,
  PROMOTION_FIELDS,
  type PromotionFormValues,
  promotionFormResolver,
} from './promotion-form-values';

interface PromotionDialogProps {
  /** The code to edit; none for a new one. */
  promotion?: StaffPromotion;
  announce(message: string): void;
}

/** The form of a new code (the "New promotion" button) or a saved one's (its row's Edit button). */
export function PromotionDialog({ promotion, announce }: PromotionDialogProps) {
  const save = useSavePromotion(promotion?.id ?? null);
  const values = formValuesOf(promotion ?? null);
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({
    resolver: promotionFormResolver,
    defaultValues: values,
  });
  // The server's messages go on the fields the form's own check would put them on.
  const saveOnFields: FormMutation<PromotionInput, PromotionResponse> = {
    isPending: save.isPending,
    error: save.error,
    reset: save.reset,
    mutate: (input, { onSuccess, onError }) =>
      save.mutate(input, { onSuccess, onError: (error) => onError(onFormFields(error, form.getValues())) }),
  };
  const dialog = useFormDialog(saveOnFields, form, values, PROMOTION_FIELDS);
  const submit = (input: PromotionInput) =>
    dialog.save(input, ({ promotion: saved }) =>
      announce(promotion ? `The code ${saved.code} is saved.` : `The code ${saved.code} is created.`),
    );
  return (
    <ActionDialog
      {...dialog.props}
      {...(promotion
        ? {
            trigger: 'Edit',
            triggerAriaLabel: `Edit ${promotion.code}`,
            triggerClassName: smallButtonClass,
            title: `Edit ${promotion.code}`,
            description: 'New terms apply to orders placed from now on; orders already placed keep their discount.',
            submitLabel: 'Save code',
          }
        : {
            trigger: (
              <>
                <Plus aria-hidden className="size-4" /> New promotion
              </>
            ),
            triggerClassName: primaryButtonClass,
            title: 'New promotion code',
            description: 'Buyers enter the code at checkout; one code per order.',
            submitLabel: 'Create code',
          })}
      onSubmit={form.handleSubmit(submit)}
    >
      <PromotionFields form={form} />
    </ActionDialog>
  );
}

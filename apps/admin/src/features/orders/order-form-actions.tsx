import { dollarsToCents, formatMoney } from '@atelier/domain/money';
import {
  type OrderMarkPaidBody,
  type OrderNoteBody,
  type OrderRefundBody,
  orderMarkPaidBodySchema,
  orderNoteBodySchema,
  orderRefundBodySchema,
  type StaffOrderDetail,
} from '@atelier/domain/staff-orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { FormField } from '../../components/form-field';
import { inputClass, primaryButtonClass, textareaClass } from '../../components/form-styles';
import { type Announce, useOrderActionDialog } from './use-order-action-dialog';

interface ActionProps {
  order: StaffOrderDetail;
  announce: Announce;
}

const noteForm = orderNoteBodySchema.omit({ actionId: true });

export function AddNoteAction({ order, announce }: ActionProps) {
  const form = useForm({ resolver: zodResolver(noteForm), defaultValues: { note: '' } });
  const { props, run } = useOrderActionDialog<OrderNoteBody>(order.number, 'notes', announce, () => form.reset());
  const { errors } = form.formState;
  return (
    <ActionDialog
      {...props}
      trigger="Add note"
      title="Add an internal note"
      description="Notes are for staff only and appear in the order's timeline."
      submitLabel="Add note"
      onSubmit={form.handleSubmit((values) => run(values, 'The note is added to the timeline.'))}
    >
      <FormField label="Note" error={errors.note?.message}>
        {(control) => <textarea {...control} {...form.register('note')} className={textareaClass} />}
      </FormField>
    </ActionDialog>
  );
}

const refundForm = orderRefundBodySchema.omit({ actionId: true });

/** The amount is typed in dollars and kept in cents, as the shared schema wants it. */
const toCents = (value: unknown) => (value === '' || value === null ? 0 : dollarsToCents(Number(value)));

export function RecordRefundAction({ order, announce }: ActionProps) {
  // No default amount: the box starts empty rather than showing 0.
  const form = useForm({ resolver: zodResolver(refundForm), defaultValues: { note: '' } });
  const { props, run } = useOrderActionDialog<OrderRefundBody>(order.number, 'refunds', announce, () =>
    form.reset({ note: '' }),
  );
  const { errors } = form.formState;
  const refundable = formatMoney(order.refundableCents);
  return (
    <ActionDialog
      {...props}
      trigger="Record refund"
      title="Record a refund"
      description={`Record money returned to the buyer outside the shop. Up to ${refundable} can still be refunded.`}
      submitLabel="Record refund"
      onSubmit={form.handleSubmit((values) => {
        if (values.amountCents > order.refundableCents) {
          form.setError('amountCents', { message: `The amount must be at most ${refundable}.` });
          return;
        }
        run(values, `A refund of ${formatMoney(values.amountCents)} is recorded.`);
      })}
    >
      <FormField label="Amount (USD)" hint={`At most ${refundable}.`} error={errors.amountCents?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('amountCents', { setValueAs: toCents })}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={order.refundableCents / 100}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Refund note" error={errors.note?.message}>
        {(control) => <textarea {...control} {...form.register('note')} className={textareaClass} />}
      </FormField>
    </ActionDialog>
  );
}

const markPaidForm = orderMarkPaidBodySchema.omit({ actionId: true });

/** An empty box records nothing; a typed amount is kept in cents. */
const toOptionalCents = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : dollarsToCents(Number(value));

/**
 * The order's main action while it awaits payment: staff confirm the transfer arrived, with the bank
 * reference and the amount the statement shows (both optional), kept on the timeline.
 */
export function MarkPaidAction({ order, announce }: ActionProps) {
  const form = useForm({ resolver: zodResolver(markPaidForm), defaultValues: { bankReference: '' } });
  const { props, run } = useOrderActionDialog<OrderMarkPaidBody & { actionId: string }>(
    order.number,
    'mark-paid',
    announce,
    () => form.reset({ bankReference: '' }),
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      {...props}
      trigger="Mark paid"
      triggerClassName={primaryButtonClass}
      title={`Mark order ${order.number} as paid?`}
      description="Confirm that the payment has arrived. The buyer gets their download links by e-mail."
      submitLabel="Mark paid"
      onSubmit={form.handleSubmit((values) => run(values, `Order ${order.number} is marked as paid.`))}
    >
      <FormField
        label="Bank reference"
        hint="As the bank statement shows it (optional)."
        error={errors.bankReference?.message}
      >
        {(control) => <input {...control} {...form.register('bankReference')} className={inputClass} maxLength={100} />}
      </FormField>
      <FormField
        label="Amount received (USD)"
        hint={`The order's total is ${formatMoney(order.totals.totalCents)} (optional).`}
        error={errors.amountReceivedCents?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('amountReceivedCents', { setValueAs: toOptionalCents })}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            className={inputClass}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

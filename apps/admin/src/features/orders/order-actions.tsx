import type { OrderResendEmailBody, ResendEmailKind, StaffOrderDetail } from '@atelier/domain/staff-orders';
import { ActionDialog } from '../../components/action-dialog';
import { dangerSecondaryButtonClass } from '../../components/form-styles';
import { AddNoteAction, MarkPaidAction, RecordRefundAction } from './order-form-actions';
import { type Announce, useOrderActionDialog } from './use-order-action-dialog';

interface ActionProps {
  order: StaffOrderDetail;
  announce: Announce;
}

function CancelAction({ order, announce }: ActionProps) {
  const { props, run } = useOrderActionDialog(order.number, 'cancel', announce);
  return (
    <ActionDialog
      {...props}
      trigger="Cancel order"
      triggerClassName={dangerSecondaryButtonClass}
      title={`Cancel order ${order.number}?`}
      description="The order will no longer be payable and its downloads close. This cannot be undone."
      submitLabel="Cancel order"
      dismissLabel="Keep order"
      destructive
      onSubmit={(event) => {
        event.preventDefault();
        run({}, `Order ${order.number} is cancelled.`);
      }}
    />
  );
}

const RESEND_TEXT: Record<ResendEmailKind, { trigger: string; title: string; success: string }> = {
  confirmation: {
    trigger: 'Resend confirmation e-mail',
    title: 'Resend the order confirmation?',
    success: 'The order confirmation e-mail is on its way again.',
  },
  downloads: {
    trigger: 'Resend download e-mail',
    title: 'Resend the download links?',
    success: 'The download links e-mail is on its way again.',
  },
};

function ResendEmailAction({ order, announce, kind }: ActionProps & { kind: ResendEmailKind }) {
  const { props, run } = useOrderActionDialog<OrderResendEmailBody>(order.number, 'resend-email', announce);
  const text = RESEND_TEXT[kind];
  return (
    <ActionDialog
      {...props}
      trigger={text.trigger}
      title={text.title}
      description={`The e-mail goes to ${order.buyer.email}.`}
      submitLabel="Send e-mail"
      onSubmit={(event) => {
        event.preventDefault();
        run({ kind }, text.success);
      }}
    />
  );
}

/** The actions the server would accept now; shown only to staff who may update orders. */
export function OrderActions({ order, announce }: ActionProps) {
  const { actions } = order;
  return (
    <section aria-labelledby="order-actions-title" className="flex flex-wrap items-center gap-2">
      <h3 id="order-actions-title" className="sr-only">
        Actions
      </h3>
      {actions.markPaid ? <MarkPaidAction order={order} announce={announce} /> : null}
      <AddNoteAction order={order} announce={announce} />
      {actions.refund ? <RecordRefundAction order={order} announce={announce} /> : null}
      {actions.resendConfirmation ? <ResendEmailAction order={order} announce={announce} kind="confirmation" /> : null}
      {actions.resendDownloads ? <ResendEmailAction order={order} announce={announce} kind="downloads" /> : null}
      {actions.cancel ? <CancelAction order={order} announce={announce} /> : null}
    </section>
  );
}

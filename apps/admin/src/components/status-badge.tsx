import { DESIGN_STATUS_LABELS, type DesignStatus } from '@atelier/domain/design-facts';
import { ORDER_TASK_STATE_LABELS, type OrderTaskState } from '@atelier/domain/order-tasks';
import type { OrderStatus } from '@atelier/domain/orders';
import { SALE_STATUS_LABELS, type SaleStatus } from '@atelier/domain/price-sales';
import { PROMOTION_STATUS_LABELS, type PromotionStatus } from '@atelier/domain/promotions';
import { DELIVERY_STATUS_LABELS, type DeliveryStatus, PAYMENT_STATUS_LABELS } from '@atelier/domain/staff-orders';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border text-muted-fg',
  success: 'border-success text-success',
  warning: 'border-accent text-accent',
  danger: 'border-danger text-danger',
  info: 'border-primary text-primary',
};

/** A short status word in a pill; the colour only repeats what the text says. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const PAYMENT_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  refunded: 'danger',
};

const DELIVERY_TONES: Record<DeliveryStatus, BadgeTone> = {
  not_available: 'neutral',
  ready: 'info',
  downloaded: 'success',
  expired: 'warning',
};

export function PaymentStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</StatusBadge>;
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <StatusBadge tone={DELIVERY_TONES[status]}>{DELIVERY_STATUS_LABELS[status]}</StatusBadge>;
}

const DESIGN_TONES: Record<DesignStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  archived: 'neutral',
};

export function DesignStatusBadge({ status }: { status: DesignStatus }) {
  return <StatusBadge tone={DESIGN_TONES[status]}>{DESIGN_STATUS_LABELS[status]}</StatusBadge>;
}

const TASK_TONES: Record<OrderTaskState, BadgeTone> = {
  open: 'info',
  overdue: 'danger',
  delivered: 'success',
};

/** Where the drawing of a plan option an order bought stands; an overdue one also carries a warning sign. */
export function TaskStateBadge({ state }: { state: OrderTaskState }) {
  return (
    <StatusBadge tone={TASK_TONES[state]}>
      {state === 'overdue' ? <TriangleAlert aria-hidden className="size-3" /> : null}
      {ORDER_TASK_STATE_LABELS[state]}
    </StatusBadge>
  );
}

const PROMOTION_TONES: Record<PromotionStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  paused: 'warning',
  expired: 'neutral',
  used_up: 'neutral',
};

/** Whether buyers can use a promotion code now, and if not, why. */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return <StatusBadge tone={PROMOTION_TONES[status]}>{PROMOTION_STATUS_LABELS[status]}</StatusBadge>;
}

const SALE_TONES: Record<SaleStatus, BadgeTone> = {
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
};

/** Whether a sale's reduced prices are on now, still to come, or over. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return <StatusBadge tone={SALE_TONES[status]}>{SALE_STATUS_LABELS[status]}</StatusBadge>;
}

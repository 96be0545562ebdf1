import './zod-config.ts';
import { z } from 'zod';
import { listPageFields, SORT_DIRECTIONS, staffListQuerySchema } from './staff-list.ts';

/*
 * The drawing of a plan option an order bought (decision 043): a task on the order, due its lead time
 * after payment, done when staff upload the file, which the buyer then downloads from the order.
 */

export const ORDER_TASK_STATES = ['open', 'overdue', 'delivered'] as const;
export type OrderTaskState = (typeof ORDER_TASK_STATES)[number];
export const ORDER_TASK_STATE_LABELS: Record<OrderTaskState, string> = {
  open: 'To draw',
  overdue: 'Overdue',
  delivered: 'Delivered',
};

/** An open task is overdue once its due time has passed. */
export function orderTaskState(task: { dueAt: string; deliveredAt: string | null }, now = Date.now()): OrderTaskState {
  if (task.deliveredAt) return 'delivered';
  return Date.parse(task.dueAt) < now ? 'overdue' : 'open';
}

const isoDateTime = z.string();

export const staffOrderTaskSchema = z.object({
  id: z.string(),
  designId: z.string(),
  /** The design's title as the order line has it. */
  title: z.string(),
  optionId: z.string(),
  /** The option's label as bought ("Basement foundation"). */
  label: z.string(),
  dueAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  deliveredBy: z.string().nullable(),
  fileName: z.string().nullable(),
  state: z.enum(ORDER_TASK_STATES),
});
export type StaffOrderTask = z.infer<typeof staffOrderTaskSchema>;

/** A row of /orders/tasks: the task with its order. */
export const staffTaskRowSchema = staffOrderTaskSchema.extend({
  orderNumber: z.string(),
  buyerName: z.string(),
});
export type StaffTaskRow = z.infer<typeof staffTaskRowSchema>;

export const STAFF_TASK_SORTS = ['due', 'delivered'] as const;

/**
 * GET /api/admin/order-tasks: `state` open (the default: everything still to draw), overdue or delivered;
 * the soonest due first unless asked otherwise.
 */
export const staffTaskListQuerySchema = staffListQuerySchema(STAFF_TASK_SORTS, 'due', {
  state: z.enum(ORDER_TASK_STATES, { error: 'Show open, overdue or delivered tasks.' }).default('open'),
}).extend({ dir: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc.' }).default('asc') });
export type StaffTaskListQuery = z.infer<typeof staffTaskListQuerySchema>;
export type StaffTaskListQueryInput = z.input<typeof staffTaskListQuerySchema>;

export const staffTaskListSchema = z.object({ tasks: z.array(staffTaskRowSchema), ...listPageFields });
export type StaffTaskList = z.infer<typeof staffTaskListSchema>;

export const STAFF_TASKS_PAGE_SIZE = 25;

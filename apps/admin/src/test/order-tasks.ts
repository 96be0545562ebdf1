import type { StaffOrderTask } from '@atelier/domain/order-tasks';

/** An overdue task of an order: its basement foundation, still to draw. */
export const overdueBasementTask: StaffOrderTask = {
  id: 'task-1',
  designId: 'design-004',
  title: 'Modern Farmhouse',
  optionId: 'basement',
  label: 'Basement foundation',
  dueAt: '2026-03-01T09:00:00.000Z',
  deliveredAt: null,
  deliveredBy: null,
  fileName: null,
  state: 'overdue',
};

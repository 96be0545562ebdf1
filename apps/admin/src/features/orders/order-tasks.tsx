import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import type { StaffOrderTask } from '@atelier/domain/order-tasks';
import type { StaffOrderDetail } from '@atelier/domain/staff-orders';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { FileUpload } from '../../components/file-upload';
import { TaskStateBadge } from '../../components/status-badge';
import { OPTION_DRAWING_TYPES } from '../../lib/plan-file-types';
import { useTaskDrawingUpload } from './api';
import type { Announce } from './use-order-action-dialog';

function taskRows(task: StaffOrderTask): DetailRow[] {
  const rows: DetailRow[] = [['Due', <DateTime key="due" value={task.dueAt} />]];
  if (!task.deliveredAt) return rows;
  return [
    ...rows,
    [
      'Delivered',
      <span key="delivered">
        <DateTime value={task.deliveredAt} />
        {task.deliveredBy ? ` by ${task.deliveredBy}` : null}
      </span>,
    ],
    ['File', task.fileName],
  ];
}

function UploadDrawing({ number, task, announce }: { number: string; task: StaffOrderTask; announce: Announce }) {
  const upload = useTaskDrawingUpload(number, task.id);
  const verb = task.deliveredAt ? 'Replace' : 'Upload';
  return (
    <FileUpload
      upload={upload}
      buttonLabel={`${verb} drawing`}
      buttonName={`${verb} drawing of ${task.label} (${task.title})`}
      {...OPTION_DRAWING_TYPES}
      maxBytes={PLAN_FILE_MAX_BYTES}
      progressLabel={`Uploading the drawing of ${task.label}`}
      onSend={() => announce('')}
      onUploaded={() => announce(`The drawing of ${task.label} is delivered: the buyer is e-mailed a download link.`)}
    />
  );
}

interface OrderTasksProps {
  order: StaffOrderDetail;
  canUpdate: boolean;
  announce: Announce;
}

/**
 * The plan options the order bought that the studio draws after payment (decision 043): one entry per
 * option with where it stands, and for staff who may update orders, the upload that delivers it.
 */
export function OrderTasks({ order, canUpdate, announce }: OrderTasksProps) {
  if (order.tasks.length === 0) return null;
  const canDeliver = canUpdate && order.status === 'paid';
  return (
    <section aria-labelledby="order-tasks-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div>
        <h3 id="order-tasks-title" className="font-semibold">
          Plan options to draw
        </h3>
        <p className="text-sm text-muted-fg">
          {canUpdate && !canDeliver
            ? 'The order is not paid: no drawing can be delivered.'
            : 'Once a drawing is uploaded, the buyer is e-mailed and can download it from the order.'}
        </p>
      </div>
      <ul aria-label={`Plan options of order ${order.number}`} className="grid gap-4 lg:grid-cols-2">
        {order.tasks.map((task) => (
          <li key={task.id} className="space-y-3 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h4 className="font-medium">{task.label}</h4>
                <p className="text-sm text-muted-fg">{task.title}</p>
              </div>
              <TaskStateBadge state={task.state} />
            </div>
            <DetailList rows={taskRows(task)} />
            {canDeliver ? <UploadDrawing number={order.number} task={task} announce={announce} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { randomUUID } from 'node:crypto';
import { DomainError } from '@atelier/domain/domain-error';
import {
  orderTaskState,
  STAFF_TASKS_PAGE_SIZE,
  type StaffOrderTask,
  type StaffTaskList,
  type StaffTaskListQuery,
} from '@atelier/domain/order-tasks';
import { clampPage } from '@atelier/domain/pagination';
import { optionGrantFile } from '@atelier/domain/plan-files';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { customers, downloadGrants, orders, orderTasks, staffUsers } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import type { FileStore } from '../files/file-store.ts';
import { checkOptionFile } from '../files/upload-checks.ts';
import { DOWNLOAD_MAX_USES, DOWNLOAD_VALID_DAYS } from './download-limits.ts';
import { optionDeliveredEmail } from './emails.ts';
import { lockOrder, recordOrderEvent } from './order-events.ts';

/**
 * Opens a task for every plan option the order's lines bought, due its lead time from now (the moment
 * the order is paid). Part of marking the order paid: `tx` is that transaction. Opening twice adds nothing.
 */
export async function openOptionTasks(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${orderTasks} (id, order_id, design_id, option_id, label, due_at)
    select gen_random_uuid()::text, line.order_id, line.design_id, option.id, option.label,
           now() + make_interval(days => option."leadDays")
    from order_lines line, jsonb_to_recordset(line.options) as option (id text, label text, "leadDays" int)
    where line.order_id = ${orderId}
    on conflict do nothing`);
}

const taskColumns = {
  id: orderTasks.id,
  designId: orderTasks.designId,
  optionId: orderTasks.optionId,
  label: orderTasks.label,
  dueAt: orderTasks.dueAt,
  deliveredAt: orderTasks.deliveredAt,
  deliveredBy: staffUsers.name,
  fileName: orderTasks.fileName,
};

/** A task on /orders/tasks: its order, buyer and design too. */
const listColumns = {
  ...taskColumns,
  orderNumber: orders.number,
  buyerName: customers.name,
  title: sql<string>`(select l.title from order_lines l
                      where l.order_id = ${orderTasks.orderId} and l.design_id = ${orderTasks.designId})`,
};

type TaskRow = {
  id: string;
  designId: string;
  optionId: string;
  label: string;
  dueAt: Date;
  deliveredAt: Date | null;
  deliveredBy: string | null;
  fileName: string | null;
};

function staffTaskOf(row: TaskRow, title: string, now: number): StaffOrderTask {
  const dueAt = row.dueAt.toISOString();
  const deliveredAt = row.deliveredAt?.toISOString() ?? null;
  return {
    id: row.id,
    designId: row.designId,
    title,
    optionId: row.optionId,
    label: row.label,
    dueAt,
    deliveredAt,
    deliveredBy: row.deliveredBy,
    fileName: row.fileName,
    state: orderTaskState({ dueAt, deliveredAt }, now),
  };
}

/** Open tasks whose due time has passed, of orders that are still paid. */
const overdueCondition = () => and(isNull(orderTasks.deliveredAt), lt(orderTasks.dueAt, sql`now()`));

function stateCondition(state: StaffTaskListQuery['state']): SQL | undefined {
  if (state === 'delivered') return isNotNull(orderTasks.deliveredAt);
  if (state === 'overdue') return overdueCondition();
  return isNull(orderTasks.deliveredAt);
}

/** The dashboard's to-do list: the paid orders' options still to draw, and how many of them are overdue. */
export async function countOpenTasks(db: Database): Promise<{ tasksOpen: number; tasksOverdue: number }> {
  const [row] = await db
    .select({
      tasksOpen: count(),
      tasksOverdue: sql<number>`count(*) filter (where ${orderTasks.dueAt} < now())::int`,
    })
    .from(orderTasks)
    .innerJoin(orders, eq(orders.id, orderTasks.orderId))
    .where(and(isNull(orderTasks.deliveredAt), eq(orders.status, 'paid')));
  return row ?? { tasksOpen: 0, tasksOverdue: 0 };
}

/**
 * The drawings of plan options that orders bought (decision 043): listed on the order and on
 * /orders/tasks, counted on the dashboard when overdue, delivered by a staff upload that opens a
 * download for the buyer and e-mails them.
 */
export function createOptionTasks(db: Database, files: FileStore, email: EmailService) {
  /** An order's tasks, the soonest due first; `titles`: the order's design titles by design id. */
  async function ofOrder(orderId: string, titles: ReadonlyMap<string, string>): Promise<StaffOrderTask[]> {
    const rows = await db
      .select(taskColumns)
      .from(orderTasks)
      .leftJoin(staffUsers, eq(staffUsers.id, orderTasks.deliveredBy))
      .where(eq(orderTasks.orderId, orderId))
      .orderBy(asc(orderTasks.dueAt), asc(orderTasks.id));
    const now = Date.now();
    return rows.map((row) => staffTaskOf(row, titles.get(row.designId) ?? row.designId, now));
  }

  /** /orders/tasks: the tasks of paid orders in one state, a page at a time. */
  async function list(query: StaffTaskListQuery): Promise<StaffTaskList> {
    const where = and(
      eq(orders.status, 'paid'),
      stateCondition(query.state),
      query.q ? or(containsText(query.q, orders.number, orderTasks.label, customers.name)) : undefined,
    );
    // The page and the count read the same rows: the count is taken over the page's query.
    const listed = () =>
      db
        .select(listColumns)
        .from(orderTasks)
        .innerJoin(orders, eq(orders.id, orderTasks.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(staffUsers, eq(staffUsers.id, orderTasks.deliveredBy))
        .where(where);
    const [totalRow] = await db.select({ total: count() }).from(listed().as('listed'));
    const total = totalRow?.total ?? 0;
    const { page, pageCount } = clampPage(total, query.page, STAFF_TASKS_PAGE_SIZE);
    const direction = query.dir === 'asc' ? asc : desc;
    const sortColumn = query.sort === 'delivered' ? orderTasks.deliveredAt : orderTasks.dueAt;
    const rows = await listed()
      .orderBy(direction(sortColumn), asc(orderTasks.id))
      .limit(STAFF_TASKS_PAGE_SIZE)
      .offset((page - 1) * STAFF_TASKS_PAGE_SIZE);
    const now = Date.now();
    return {
      tasks: rows.map((row) => ({
        ...staffTaskOf(row, row.title ?? row.designId, now),
        orderNumber: row.orderNumber,
        buyerName: row.buyerName,
      })),
      total,
      page,
      pageCount,
      pageSize: STAFF_TASKS_PAGE_SIZE,
    };
  }

  /**
   * Staff upload an option's drawing (a PDF, or CAD files): stored, the task delivered, a download opened
   * for the buyer (a fresh one on a new upload), the buyer e-mailed, the timeline and the audit log told;
   * one transaction. Only for a paid order.
   */
  async function deliver(
    orderNumber: string,
    taskId: string,
    upload: { bytes: Buffer; filename: string },
    actor: StaffActor,
  ): Promise<void> {
    const checked = await checkOptionFile(upload.bytes, upload.filename);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderNumber);
      if (!order) throw new DomainError('not_found', 'not_found', `Order ${orderNumber} not found.`);
      const [task] = await tx
        .select()
        .from(orderTasks)
        .where(and(eq(orderTasks.id, taskId), eq(orderTasks.orderId, order.id)));
      if (!task) throw new DomainError('not_found', 'not_found', 'This order has no such option to draw.');
      if (order.status !== 'paid') {
        throw new DomainError('conflict', 'not_paid', `Order ${orderNumber} is not paid: nothing can be delivered.`);
      }
      const stored = await files.put(tx, upload.bytes, checked.contentType);
      await tx
        .update(orderTasks)
        .set({ fileId: stored.id, fileName: upload.filename, deliveredAt: sql`now()`, deliveredBy: actor.id })
        .where(eq(orderTasks.id, task.id));
      if (task.fileId) await files.remove(tx, task.fileId);
      const expiresAt = new Date(Date.now() + DOWNLOAD_VALID_DAYS * 86_400_000);
      await tx
        .insert(downloadGrants)
        .values({
          id: randomUUID(),
          orderId: order.id,
          designId: task.designId,
          file: optionGrantFile(task.optionId),
          maxUses: DOWNLOAD_MAX_USES,
          expiresAt,
          // The mail below carries its link.
          notifiedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [downloadGrants.orderId, downloadGrants.designId, downloadGrants.file, downloadGrants.version],
          set: { uses: 0, expiresAt, notifiedAt: new Date() },
        });
      const [buyer] = await tx
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, order.customerId));
      if (buyer) await enqueueEmail(tx, optionDeliveredEmail(buyer.email, { orderId: order.id, taskId: task.id }));
      const detail = { designId: task.designId, label: task.label, file: upload.filename };
      await recordOrderEvent(tx, order.id, 'option_delivered', { actor, ip: actor.ip, detail });
      await recordStaffAction(tx, actor, 'order.deliver_option', { type: 'order', id: orderNumber }, detail);
    });
    email.deliverSoon();
  }

  return { ofOrder, list, deliver };
}

export type OptionTasks = ReturnType<typeof createOptionTasks>;

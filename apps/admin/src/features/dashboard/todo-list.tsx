import { type DashboardFigures, PAYMENT_OVERDUE_DAYS } from '@atelier/domain/dashboard';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Task {
  key: string;
  text: string;
  to: string;
  /** Shown in the warning colour: a buyer has waited longer than they should (the text says how). */
  urgent?: boolean;
}

function tasksOf(todo: DashboardFigures['todo']): Task[] {
  const tasks: Task[] = [];
  if (todo.orders && todo.orders.awaitingPayment > 0) {
    tasks.push({
      key: 'awaiting',
      text: `${plural(todo.orders.awaitingPayment, 'order', 'orders')} awaiting payment`,
      to: '/orders?status=awaiting_payment',
    });
  }
  if (todo.orders && todo.orders.overdue > 0) {
    tasks.push({
      key: 'overdue',
      text: `${plural(todo.orders.overdue, 'order has', 'orders have')} waited over ${PAYMENT_OVERDUE_DAYS} days for payment`,
      to: `/orders?status=awaiting_payment&olderThanDays=${PAYMENT_OVERDUE_DAYS}&sort=created&dir=asc`,
      urgent: true,
    });
  }
  if (todo.orders && todo.orders.tasksOpen > 0) {
    const { tasksOpen, tasksOverdue } = todo.orders;
    tasks.push({
      key: 'tasks',
      text: `${plural(tasksOpen, 'plan option', 'plan options')} to draw${tasksOverdue > 0 ? `, ${tasksOverdue} overdue` : ''}`,
      to: tasksOverdue > 0 ? '/orders/tasks?state=overdue' : '/orders/tasks',
      urgent: tasksOverdue > 0,
    });
  }
  if (todo.support && todo.support.unreadChats > 0) {
    tasks.push({
      key: 'chats',
      text: `${plural(todo.support.unreadChats, 'chat', 'chats')} with unread messages`,
      to: '/support?tab=chats',
    });
  }
  if (todo.support && todo.support.newInquiries > 0) {
    tasks.push({
      key: 'inquiries',
      text: `${plural(todo.support.newInquiries, 'inquiry', 'inquiries')} not answered yet`,
      to: '/support?tab=inquiries',
    });
  }
  return tasks;
}

/** What waits for the signed-in member, each line a link to the list where it is done. */
export function TodoList({ todo }: { todo: DashboardFigures['todo'] }) {
  if (!todo.orders && !todo.support) return null;
  const tasks = tasksOf(todo);
  return (
    <section aria-labelledby="todo-title" className="rounded-lg border border-border bg-card">
      <h2 id="todo-title" className="border-b border-border px-5 py-4 text-lg font-semibold">
        To do
      </h2>
      {tasks.length === 0 ? (
        <p className="flex items-center gap-2 px-5 py-4 text-muted-fg">
          <CircleCheck aria-hidden className="size-4 text-success" /> Nothing is waiting for you.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {tasks.map((task) => (
            <li key={task.key}>
              <Link
                to={task.to}
                className={`block px-5 py-3 font-medium hover:bg-muted hover:underline ${task.urgent ? 'text-danger' : ''}`}
              >
                {task.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

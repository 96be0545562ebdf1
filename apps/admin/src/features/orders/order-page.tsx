import { can } from '@atelier/domain/permissions';
import { type ReactNode, useState } from 'react';
import { Announcement } from '../../components/announcement';
import { BackToList } from '../../components/data-table/back-to-list';
import { InvoiceTable } from '../../components/invoice-table';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useOrder } from './api';
import { OrderActions } from './order-actions';
import { OrderGrants } from './order-grants';
import { OrderParties } from './order-parties';
import { OrderHeading, OrderLines } from './order-summary';
import { OrderTasks } from './order-tasks';
import { OrderTimeline } from './order-timeline';

/** The lists besides /orders that open an order, for the way back. */
const OTHER_LISTS = { '/orders/tasks': 'Back to options to draw' };

/** /orders/:number: everything about one order, and what staff can do with it. */
export function OrderPage({ number }: { number: string }) {
  const { user } = useAuth();
  const canUpdate = can(user, 'orders', 'update');
  const query = useOrder(number);
  const [announcement, setAnnouncement] = useState('');
  const order = query.data;

  let body: ReactNode;
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    body = notFound ? (
      <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">There is no order {number}.</p>
    ) : (
      <ErrorState title="The order could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!order) {
    body = <LoadingState>Loading order {number}...</LoadingState>;
  } else {
    body = (
      <div className="space-y-6">
        <OrderHeading order={order} />
        {canUpdate ? <OrderActions order={order} announce={setAnnouncement} /> : null}
        <OrderLines order={order} />
        <OrderTasks order={order} canUpdate={canUpdate} announce={setAnnouncement} />
        <OrderParties order={order} />
        <InvoiceTable
          id="order-invoices-title"
          caption={`Invoices and credit notes of order ${order.number}`}
          empty="No invoice yet: it is issued when the order is paid."
          invoices={order.invoices}
        />
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <OrderTimeline events={order.timeline} />
          <OrderGrants order={order} canUpdate={canUpdate} announce={setAnnouncement} />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <BackToList to="/orders" otherLists={OTHER_LISTS}>
        Back to orders
      </BackToList>
      <Announcement>{announcement}</Announcement>
      {body}
    </div>
  );
}

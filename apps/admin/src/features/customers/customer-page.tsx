import { countryName } from '@atelier/domain/checkout';
import type { CustomerDetail } from '@atelier/domain/customers';
import { formatMoney } from '@atelier/domain/money';
import type { ReactNode } from 'react';
import { BackToList } from '../../components/data-table/back-to-list';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { InvoiceTable } from '../../components/invoice-table';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useCustomer } from './api';
import { CustomerAccount } from './customer-account';
import { CustomerOrders } from './customer-orders';
import { CustomerSupport } from './customer-support';

function CustomerDetails({ customer }: { customer: CustomerDetail['customer'] }) {
  const rows: DetailRow[] = [
    ['E-mail', customer.email],
    ['Phone', customer.phone],
    ['Company', customer.company],
    ['Country', customer.country && countryName(customer.country)],
    ['Address', customer.address],
    ['Orders', customer.orderCount],
    ['Total spent', formatMoney(customer.paidTotalCents)],
    ['Last order', customer.lastOrderAt ? <DateTime key="last" value={customer.lastOrderAt} /> : 'No orders'],
    ['Customer since', <DateTime key="since" value={customer.createdAt} style="date" />],
  ];
  return (
    <section aria-labelledby="customer-title" className="rounded-lg border border-border bg-card p-4">
      <h2 id="customer-title" className="mb-3 text-xl font-semibold">
        {customer.name}
      </h2>
      <DetailList rows={rows} className="sm:grid-cols-[auto_1fr_auto_1fr]" />
    </section>
  );
}

/** /customers/:id: who the customer is, their orders, inquiries and chats. */
export function CustomerPage({ id }: { id: string }) {
  const query = useCustomer(id);
  let body: ReactNode;
  if (query.isError) {
    body =
      query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">This customer does not exist.</p>
      ) : (
        <ErrorState
          title="The customer could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (!query.data) {
    body = <LoadingState>Loading customer...</LoadingState>;
  } else {
    const { customer, orders, inquiries, chats, account, invoices } = query.data;
    body = (
      <div className="space-y-6">
        <CustomerDetails customer={customer} />
        <CustomerAccount id={customer.id} account={account} />
        <CustomerOrders name={customer.name} orders={orders} />
        <InvoiceTable
          id="customer-invoices-title"
          caption={`Invoices and credit notes of ${customer.name}, newest first`}
          empty="No invoice yet: one is issued when an order is paid."
          invoices={invoices}
        />
        <CustomerSupport inquiries={inquiries} chats={chats} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <BackToList to="/customers">Back to customers</BackToList>
      {body}
    </div>
  );
}

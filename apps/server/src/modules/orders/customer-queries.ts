import {
  type CustomerDetail,
  type CustomerList,
  type CustomerListQuery,
  type CustomerRow,
  STAFF_CUSTOMERS_PAGE_SIZE,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { countUpTo, cursorColumn, keysetPage, type SortKeys } from '../../db/keyset.ts';
import { chatConversations, contactInquiries, customers, orders } from '../../db/schema/index.ts';
import { customerAccount } from '../accounts/customer-account.ts';
import type { IssuedInvoice } from '../invoices/service.ts';
import { staffInvoice } from './invoice-links.ts';
import { orderSummaryColumns, staffOrderSummary } from './order-delivery.ts';

type CustomerRecord = typeof customers.$inferSelect;

const rowOf = (person: CustomerRecord): CustomerRow => ({
  id: person.id,
  name: person.name,
  email: person.email,
  company: person.company,
  country: person.country,
  orderCount: person.orderCount,
  paidTotalCents: person.paidTotalCents,
  lastOrderAt: person.lastOrderAt?.toISOString() ?? null,
  createdAt: person.createdAt.toISOString(),
});

/**
 * Sorted on the kept aggregate columns, ending on the id so pages are stable; each order has its
 * index (decision 057). Customers who never ordered come last either way in "Last order".
 */
function sortKeysOf(query: CustomerListQuery): SortKeys {
  if (query.sort === 'lastOrder') {
    const never = query.dir === 'desc' ? sql`'-infinity'::timestamptz` : sql`'infinity'::timestamptz`;
    return [sql`coalesce(${customers.lastOrderAt}, ${never})`, customers.id];
  }
  const column = {
    name: customers.name,
    email: customers.email,
    orders: customers.orderCount,
    spent: customers.paidTotalCents,
  }[query.sort];
  return [column, customers.id];
}

export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const where = query.q ? containsText(query.q, customers.name, customers.email) : undefined;
  const keys = sortKeysOf(query);
  const { rows, ...page } = await keysetPage(
    {
      keys,
      direction: query.dir,
      read: (condition, orderBy, limit, offset) =>
        db
          .select({ ...getTableColumns(customers), cursor: cursorColumn(keys) })
          .from(customers)
          .where(and(where, condition))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: (limit) => countUpTo(db, customers, where, limit),
    },
    query,
    STAFF_CUSTOMERS_PAGE_SIZE,
  );
  return { customers: rows.map(rowOf), ...page };
}

/** The invoices of some orders, by order id (the invoice service's `ofOrders`). */
type InvoicesOf = (orderIds: readonly string[]) => Promise<Map<string, IssuedInvoice[]>>;

export async function customerDetail(
  db: Database,
  customerId: string,
  invoicesOf: InvoicesOf,
): Promise<CustomerDetail> {
  const [person] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!person) throw new DomainError('not_found', 'not_found', 'Customer not found.');
  const email = person.email.toLowerCase();
  const [theirOrders, inquiries, chats, account] = await Promise.all([
    db
      .select({ ...orderSummaryColumns, id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, person.id))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(500),
    db
      .select({
        id: contactInquiries.id,
        subject: contactInquiries.subject,
        status: contactInquiries.status,
        createdAt: contactInquiries.createdAt,
      })
      .from(contactInquiries)
      .where(sql`lower(${contactInquiries.email}) = ${email}`)
      .orderBy(desc(contactInquiries.createdAt))
      .limit(200),
    db
      .select({ id: chatConversations.id, lastMessageAt: chatConversations.lastMessageAt })
      .from(chatConversations)
      .where(sql`lower(${chatConversations.visitorEmail}) = ${email}`)
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(200),
    customerAccount(db, email),
  ]);
  return {
    customer: {
      ...rowOf(person),
      phone: person.phone,
      address: person.address,
      updatedAt: person.updatedAt.toISOString(),
    },
    orders: theirOrders.map(staffOrderSummary),
    // Every invoice and credit note of the customer's orders, newest first.
    invoices: await customerInvoices(theirOrders, invoicesOf),
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, createdAt: inquiry.createdAt.toISOString() })),
    chats: chats.map((chat) => ({ id: chat.id, lastMessageAt: chat.lastMessageAt.toISOString() })),
    account,
  };
}

async function customerInvoices(theirOrders: readonly { id: string; number: string }[], invoicesOf: InvoicesOf) {
  const issued = await invoicesOf(theirOrders.map((order) => order.id));
  return theirOrders
    .flatMap((order) =>
      (issued.get(order.id) ?? []).map((invoice) => ({
        ...staffInvoice(order.number, invoice),
        orderNumber: order.number,
      })),
    )
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

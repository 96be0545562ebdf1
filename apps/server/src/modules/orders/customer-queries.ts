import {
  type CustomerDetail,
  type CustomerList,
  type CustomerListQuery,
  type CustomerRow,
  STAFF_CUSTOMERS_PAGE_SIZE,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { clampPage } from '@atelier/domain/pagination';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { chatConversations, contactInquiries, customers, orders } from '../../db/schema/index.ts';
import { customerAccount } from '../accounts/customer-account.ts';
import type { IssuedInvoice } from '../invoices/service.ts';
import { staffInvoice } from './invoice-links.ts';
import { orderSummaryColumns, withOrderFacts } from './order-delivery.ts';

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

/** Sorted on the kept aggregate columns (each indexed), ending on the id so pages are stable. */
function orderByOf(query: CustomerListQuery): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'lastOrder') {
    // Customers who never ordered come last either way.
    return [sql`${customers.lastOrderAt} ${sql.raw(query.dir)} nulls last`, direction(customers.id)];
  }
  const column = {
    name: customers.name,
    email: customers.email,
    orders: customers.orderCount,
    spent: customers.paidTotalCents,
  }[query.sort];
  return [direction(column), direction(customers.id)];
}

export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const where = query.q ? containsText(query.q, customers.name, customers.email) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(customers).where(where);
  const total = totalRow?.total ?? 0;
  const pageSize = STAFF_CUSTOMERS_PAGE_SIZE;
  const { page, pageCount, offset } = clampPage(total, query.page, pageSize);
  const people =
    total === 0
      ? []
      : await db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...orderByOf(query))
          .limit(pageSize)
          .offset(offset);
  return { customers: people.map(rowOf), total, page, pageCount, pageSize };
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
      .select(orderSummaryColumns)
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
    orders: await withOrderFacts(db, theirOrders),
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

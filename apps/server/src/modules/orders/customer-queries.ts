import {
  type CustomerDetail,
  type CustomerList,
  type CustomerListQuery,
  type CustomerRow,
  type OrderStatus,
  type PaymentProviderName,
  STAFF_CUSTOMERS_PAGE_SIZE,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { chatConversations, contactInquiries, customers, orders } from '../../db/schema/index.ts';
import { deliveryOf, orderFacts } from './order-delivery.ts';

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
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = pattern ? or(ilike(customers.name, pattern), ilike(customers.email, pattern)) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(customers).where(where);
  const total = totalRow?.total ?? 0;
  const pageSize = STAFF_CUSTOMERS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const people =
    total === 0
      ? []
      : await db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...orderByOf(query))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { customers: people.map(rowOf), total, page, pageCount, pageSize };
}

export async function customerDetail(db: Database, customerId: string): Promise<CustomerDetail> {
  const [person] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!person) throw new DomainError('not_found', 'not_found', 'Customer not found.');
  const email = person.email.toLowerCase();
  const [theirOrders, inquiries, chats] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        paymentProvider: orders.paymentProvider,
      })
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
  ]);
  const facts = await orderFacts(
    db,
    theirOrders.map((order) => order.id),
  );
  return {
    customer: {
      ...rowOf(person),
      phone: person.phone,
      address: person.address,
      updatedAt: person.updatedAt.toISOString(),
    },
    orders: theirOrders.map(({ id, createdAt, ...order }) => ({
      ...order,
      createdAt: createdAt.toISOString(),
      status: order.status as OrderStatus,
      paymentProvider: order.paymentProvider as PaymentProviderName,
      itemCount: facts.itemCount(id),
      delivery: deliveryOf(order.status as OrderStatus, facts.grantsOf(id)),
    })),
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, createdAt: inquiry.createdAt.toISOString() })),
    chats: chats.map((chat) => ({ id: chat.id, lastMessageAt: chat.lastMessageAt.toISOString() })),
  };
}

import { can, type PermissionHolder } from '@atelier/domain/permissions';
import { ADMIN_SEARCH_LIMIT, type AdminSearchResults } from '@atelier/domain/shell';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { categories, customers, designs, orders } from '../../db/schema/index.ts';
import { orderSearch } from '../orders/order-list.ts';

/** Nothing for an empty query; otherwise orders by number or buyer (orderSearch), customers by name or e-mail, designs by title or id. */
export async function searchAdmin(db: Database, viewer: PermissionHolder, query: string): Promise<AdminSearchResults> {
  if (query === '') return { orders: null, customers: null, designs: null };
  const [orderRows, customerRows, designRows] = await Promise.all([
    can(viewer, 'orders', 'read')
      ? db
          .select({
            number: orders.number,
            buyerName: customers.name,
            buyerEmail: customers.email,
            status: orders.status,
          })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(orderSearch(query))
          .orderBy(desc(orders.createdAt))
          .limit(ADMIN_SEARCH_LIMIT)
      : null,
    can(viewer, 'customers', 'read')
      ? db
          .select({ id: customers.id, name: customers.name, email: customers.email })
          .from(customers)
          .where(containsText(query, customers.name, customers.email))
          .orderBy(asc(customers.name))
          .limit(ADMIN_SEARCH_LIMIT)
      : null,
    can(viewer, 'designs', 'read')
      ? db
          .select({ id: designs.id, title: designs.title, category: categories.label })
          .from(designs)
          .innerJoin(categories, eq(categories.id, designs.categoryId))
          .where(containsText(query, designs.title, designs.id))
          .orderBy(asc(designs.title))
          .limit(ADMIN_SEARCH_LIMIT)
      : null,
  ]);
  return { orders: orderRows, customers: customerRows, designs: designRows };
}

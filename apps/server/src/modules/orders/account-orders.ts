import {
  type AccountContact,
  type AccountLibrary,
  LIBRARY_PAGE_SIZE,
  type LibraryOrder,
} from '@atelier/domain/account';
import { MODIFICATION_LINE } from '@atelier/domain/licences';
import type { DownloadLink } from '@atelier/domain/orders';
import { clampPage } from '@atelier/domain/pagination';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import type { IssuedInvoice } from '../invoices/service.ts';
import { invoiceLinks } from './invoice-links.ts';
import { buildSitesOf } from './licence-certificate.ts';
import { loadOrders, type OrderRecord, totalsOf } from './order-records.ts';

// A buyer account's orders (decision 044): every order whose customer has the account's address,
// whatever its case, guest orders placed before the account included.

const ofAddress = (email: string) => sql`lower(${customers.email}) = ${email}`;

type DownloadLinksOf = (orders: readonly OrderRecord[], base: string) => Promise<Map<string, DownloadLink[]>>;
type InvoicesOf = (orderIds: readonly string[]) => Promise<Map<string, IssuedInvoice[]>>;

/**
 * One page of the library, newest first, with fresh download links for paid orders and every invoice:
 * a fixed number of queries whatever the page holds.
 */
export async function accountLibrary(
  db: Database,
  email: string,
  page: number,
  downloadLinksOf: DownloadLinksOf,
  invoicesOf: InvoicesOf,
): Promise<AccountLibrary> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(ofAddress(email));
  const total = counted?.total ?? 0;
  const { page: current, pageCount, offset } = clampPage(total, Math.max(1, page), LIBRARY_PAGE_SIZE);
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(ofAddress(email))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(offset);
  const orderIds = ids.map((row) => row.id);
  const [records, issued, sites] = await Promise.all([
    loadOrders(db, orderIds),
    invoicesOf(orderIds),
    buildSitesOf(db, orderIds),
  ]);
  const found = orderIds.flatMap((id) => records.get(id) ?? []);
  const downloads = await downloadLinksOf(found, '');
  const listed = found.map((order) =>
    libraryOrder(order, downloads.get(order.id) ?? [], issued.get(order.id) ?? [], sites),
  );
  return { email, orders: listed, page: current, pageCount, total };
}

function libraryOrder(
  order: OrderRecord,
  downloads: DownloadLink[],
  issued: readonly IssuedInvoice[],
  sites: ReadonlyMap<string, string>,
): LibraryOrder {
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    lines: order.lines,
    totals: totalsOf(order),
    downloads,
    // The library is the signed-in account's: its links need no token.
    invoices: invoiceLinks(issued, null),
    // A licence is certified once it is paid for; a modification quote's payment licenses nothing of its own.
    certificates:
      order.status === 'paid'
        ? order.lines
            .filter((line) => line.licence !== MODIFICATION_LINE)
            .map((line) => ({
              designId: line.designId,
              title: line.title,
              buildSite: sites.get(`${order.id}:${line.designId}`) ?? null,
              url: `/certificate/${order.number}/${line.designId}`,
            }))
        : [],
  };
}

/** Whether the order was placed with the account's address (its page then opens without the link's token). */
export function belongsTo(order: OrderRecord, email: string): boolean {
  return order.customer.email.toLowerCase() === email;
}

/** The details of the address's latest order, which checkout fills in. */
export async function accountContact(db: Database, email: string): Promise<AccountContact> {
  const [latest] = await db
    .select({
      name: customers.name,
      phone: customers.phone,
      company: customers.company,
      country: customers.country,
      address: customers.address,
    })
    .from(customers)
    .where(ofAddress(email))
    .orderBy(sql`${customers.lastOrderAt} desc nulls last`)
    .limit(1);
  return {
    email,
    name: latest?.name ?? null,
    phone: latest?.phone ?? null,
    company: latest?.company ?? null,
    country: latest?.country ?? null,
    address: latest?.address ?? null,
  };
}

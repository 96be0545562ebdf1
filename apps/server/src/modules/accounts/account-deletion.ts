import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountEvents,
  buyerAccounts,
  buyerSignInLinks,
  chatConversations,
  contactInquiries,
  customers,
  emailOutbox,
  invoices,
  notifications,
  orderEvents,
  orderLines,
  orders,
  promotionBuyerUses,
  quoteDrawings,
  quoteEvents,
  quotes,
  staffAuditLog,
} from '../../db/schema/index.ts';
import { promotionBuyerKey } from '../promotions/uses.ts';
import { ofAddress, type PrivacyActor } from './privacy.ts';

// "Delete my account" (decisions 044 and 063): the person goes, the accounting stays. Orders, their
// lines, grants, invoices and quotes are kept without a name, an address, a build site or a way to reach
// anyone; whatever else held the address, a name it gave or something it wrote goes or is rewritten.

const DELETED_BUYER = 'Deleted buyer';

/** What the address stands in for once deleted: unique per customer, deliverable nowhere (RFC 6761). */
const deletedAddress = (customerId: string) => `deleted-${customerId}@deleted.invalid`;

/** A timeline's or audit entry's detail with the recipient it names (`to`, a resent e-mail's) replaced. */
const recipientReplaced = (detail: typeof orderEvents.detail | typeof staffAuditLog.detail, address: string) =>
  sql`case when ${detail}->'to' is not null then jsonb_set(${detail}, '{to}', to_jsonb(${address}::text)) else ${detail} end`;

/**
 * Deletes the account and anonymises every record of its address, in one transaction: customers lose
 * name, address and contact details (the country stays, for tax); orders lose billing details, notes,
 * project location and build sites, and keep lines, totals, grants and invoices (whose buyer block names
 * nobody); quotes lose the name, the address and the buyer's comments; messages to the studio, sign-in
 * links and the address's uses of promotion codes go; mail to the address is no longer sent; staff
 * notifications and the order timeline stop naming the buyer. The account's sessions, passkeys,
 * favourites and saved searches go with it.
 */
export async function deleteAccount(db: Database, accountId: string, actor: PrivacyActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.delete(buyerAccounts).where(eq(buyerAccounts.id, accountId)).returning();
    if (!account) return false;
    const { email } = account;
    const bought = await forgetOrders(tx, email);
    const inquiries = await tx
      .delete(contactInquiries)
      .where(ofAddress(contactInquiries.email, email))
      .returning({ id: contactInquiries.id });
    const quoted = await forgetQuotes(tx, email);
    await tx
      .update(chatConversations)
      .set({ visitorEmail: null })
      .where(sql`lower(${chatConversations.visitorEmail}) = ${email}`);
    await tx.delete(buyerSignInLinks).where(eq(buyerSignInLinks.email, email));
    // A code's uses per buyer are kept by mailbox (decision 062); the mailbox's go with it.
    await tx.delete(promotionBuyerUses).where(eq(promotionBuyerUses.email, promotionBuyerKey(email)));
    // Mail already sent keeps its kind and date, not its recipient; mail not yet sent is never sent.
    await tx
      .update(emailOutbox)
      .set({ to: 'deleted@deleted.invalid', text: null, error: null })
      .where(and(sql`lower(${emailOutbox.to}) = ${email}`, inArray(emailOutbox.status, ['sent', 'stored', 'failed'])));
    await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
    await forgetInNotifications(tx, email, {
      names: [...bought.names, ...quoted.names],
      links: [...bought.numbers.map((number) => `/orders/${number}`), ...quoted.numbers.map((n) => `/quotes/${n}`)],
      gone: inquiries.map((inquiry) => `/support/inquiries/${inquiry.id}`),
    });
    await tx.insert(accountEvents).values({ accountId, kind: 'delete', staffUserId: actor.staffUserId, ip: actor.ip });
    return true;
  });
}

/** The names and order numbers a buyer's customers and orders had, as other records may quote them. */
interface Forgotten {
  names: string[];
  numbers: string[];
}

/** Anonymises the customers of the address and their orders, with what the orders print and record. */
async function forgetOrders(tx: Database, email: string): Promise<Forgotten> {
  const forgotten: Forgotten = { names: [], numbers: [] };
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(ofAddress(customers.email, email));
  for (const { id, name } of customerRows) {
    const placed = await tx
      .select({ name: sql<string | null>`${orders.billing}->>'name'` })
      .from(orders)
      .where(eq(orders.customerId, id));
    forgotten.names.push(name, ...placed.flatMap((order) => (order.name ? [order.name] : [])));
    await tx
      .update(customers)
      .set({ email: deletedAddress(id), name: DELETED_BUYER, phone: null, company: null, address: null })
      .where(eq(customers.id, id));
    const anonymised = await tx
      .update(orders)
      .set({
        billing: sql`jsonb_build_object('name', ${DELETED_BUYER}::text, 'email', ${deletedAddress(id)}::text, 'country', ${orders.billing}->'country')`,
        projectLocation: null,
        notes: null,
      })
      .where(eq(orders.customerId, id))
      .returning({ id: orders.id, number: orders.number });
    if (anonymised.length === 0) continue;
    const orderIds = anonymised.map((order) => order.id);
    const numbers = anonymised.map((order) => order.number);
    forgotten.numbers.push(...numbers);
    // Invoices and credit notes stay issued, numbered and summed, naming nobody.
    await tx
      .update(invoices)
      .set({
        document: sql`jsonb_set(${invoices.document}, '{buyer}', jsonb_build_object(
          'name', ${DELETED_BUYER}::text, 'company', null, 'email', ${deletedAddress(id)}::text, 'address', '[]'::jsonb,
          'country', ${invoices.document}->'buyer'->'country', 'vatNumber', null))`,
      })
      .where(inArray(invoices.orderId, orderIds));
    // The certificate and the plan set's stamp print the build site: the licence stays, the place goes.
    await tx.update(orderLines).set({ buildSite: null }).where(inArray(orderLines.orderId, orderIds));
    // The timeline and the audit log keep what happened, not where the buyer downloaded from nor the
    // address staff resent mail to.
    await tx
      .update(orderEvents)
      .set({ ip: null, detail: recipientReplaced(orderEvents.detail, deletedAddress(id)) })
      .where(inArray(orderEvents.orderId, orderIds));
    await tx
      .update(staffAuditLog)
      .set({ detail: recipientReplaced(staffAuditLog.detail, deletedAddress(id)) })
      .where(and(eq(staffAuditLog.targetType, 'order'), inArray(staffAuditLog.targetId, numbers)));
  }
  return forgotten;
}

/** Quotes keep their terms and drawings, for the accounts of their orders, without the person or their words. */
async function forgetQuotes(tx: Database, email: string): Promise<Forgotten> {
  const quoted = await tx
    .select({ id: quotes.id, number: quotes.number, name: quotes.buyerName })
    .from(quotes)
    .where(ofAddress(quotes.email, email));
  if (quoted.length === 0) return { names: [], numbers: [] };
  const quoteIds = quoted.map((quote) => quote.id);
  const stranger = (quoteId: typeof quotes.id | typeof quoteEvents.quoteId) =>
    sql`'deleted-quote-' || ${quoteId} || '@deleted.invalid'`;
  await tx
    .update(quotes)
    .set({ buyerName: DELETED_BUYER, email: stranger(quotes.id) })
    .where(inArray(quotes.id, quoteIds));
  // "Quote sent to <address>" names the address the quote now has instead.
  await tx
    .update(quoteEvents)
    .set({ comment: null, summary: sql`replace(${quoteEvents.summary}, ${email}, ${stranger(quoteEvents.quoteId)})` })
    .where(inArray(quoteEvents.quoteId, quoteIds));
  await tx.update(quoteDrawings).set({ comment: null }).where(inArray(quoteDrawings.quoteId, quoteIds));
  return { names: quoted.map((quote) => quote.name), numbers: quoted.map((quote) => quote.number) };
}

/**
 * Staff notifications that name the buyer: an order's or a quote's ("<name> · <what>") names nobody
 * now, one about a deleted message to the studio goes with it, and any that quotes the address (mail
 * that could not be delivered) quotes a deleted one.
 */
async function forgetInNotifications(
  tx: Database,
  email: string,
  about: { names: readonly string[]; links: readonly string[]; gone: readonly string[] },
) {
  if (about.gone.length > 0) await tx.delete(notifications).where(inArray(notifications.link, [...about.gone]));
  if (about.names.length > 0 && about.links.length > 0) {
    await tx.execute(sql`
      update ${notifications} n set detail = ${DELETED_BUYER} || substr(n.detail, length(who.name) + 1)
      from unnest(${sql.param([...new Set(about.names)])}::text[]) as who (name)
      where n.link = any(${sql.param([...about.links])}::text[]) and starts_with(n.detail, who.name || ' · ')`);
  }
  const address = email.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  await tx
    .update(notifications)
    .set({ detail: sql`regexp_replace(${notifications.detail}, ${address}, 'deleted@deleted.invalid', 'gi')` })
    .where(sql`${notifications.detail} ~* ${address}`);
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountEvents,
  accountFavourites,
  buyerAccounts,
  buyerPasskeys,
  buyerSessions,
  chatConversations,
  chatMessages,
  contactInquiries,
  customers,
  emailOutbox,
  orderEvents,
  orderLines,
  orders,
  quoteEvents,
  quotes,
  savedSearches,
} from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';

// "Download my data" (decision 044): everything stored about the address. "Delete my account" is
// account-deletion.ts.

/** Who asked: the buyer (no staff id) or staff on the buyer's written request. */
export interface PrivacyActor {
  staffUserId: string | null;
  ip: string | null;
}

/** The rows of an address, in any spelling of its case. */
export const ofAddress = (
  column: typeof customers.email | typeof contactInquiries.email | typeof quotes.email,
  email: string,
) => sql`lower(${column}) = ${email}`;

type AccountRow = typeof buyerAccounts.$inferSelect;

/** Everything stored about the account's address, as one JSON document; the export is recorded. */
export async function exportAccountData(db: Database, accountId: string, actor: PrivacyActor) {
  const [account] = await db.select().from(buyerAccounts).where(eq(buyerAccounts.id, accountId));
  if (!account) return null;
  const document = await personalData(db, account.email, account);
  await db.insert(accountEvents).values({ accountId, kind: 'export', staffUserId: actor.staffUserId, ip: actor.ip });
  return document;
}

/**
 * The same export for a customer, whether or not they have an account, issued by staff on the buyer's
 * written request: recorded with the account (or the customer, for a guest) and in the staff audit log.
 */
export async function exportCustomerData(db: Database, customerId: string, staff: StaffActor) {
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const email = customer.email.toLowerCase();
  const [account] = await db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email));
  const document = await personalData(db, email, account ?? null);
  await db.transaction(async (tx) => {
    await tx.insert(accountEvents).values({
      accountId: account?.id ?? `customer:${customerId}`,
      kind: 'export',
      staffUserId: staff.id,
      ip: staff.ip,
    });
    await recordStaffAction(tx, staff, 'customer.data_export', { type: 'customer', id: customerId });
  });
  return document;
}

async function personalData(db: Database, email: string, account: AccountRow | null) {
  const accountId = account?.id ?? '';
  const customerRows = await db.select().from(customers).where(ofAddress(customers.email, email));
  const customerIds = customerRows.map((row) => row.id);
  const orderRows =
    customerIds.length > 0
      ? await db.select().from(orders).where(inArray(orders.customerId, customerIds)).orderBy(asc(orders.createdAt))
      : [];
  const orderIds = orderRows.map((row) => row.id);
  const [lines, events] =
    orderIds.length > 0
      ? await Promise.all([
          db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)),
          db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.at)),
        ])
      : [[], []];
  const inquiries = await db.select().from(contactInquiries).where(ofAddress(contactInquiries.email, email));
  const quoteRows = await db.select().from(quotes).where(ofAddress(quotes.email, email)).orderBy(asc(quotes.createdAt));
  const quoteSteps =
    quoteRows.length > 0
      ? await db
          .select()
          .from(quoteEvents)
          .where(
            inArray(
              quoteEvents.quoteId,
              quoteRows.map((quote) => quote.id),
            ),
          )
          .orderBy(asc(quoteEvents.at), asc(quoteEvents.id))
      : [];
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(sql`lower(${chatConversations.visitorEmail}) = ${email}`);
  const messages =
    conversations.length > 0
      ? await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.conversationId,
              conversations.map((row) => row.id),
            ),
          )
          .orderBy(asc(chatMessages.createdAt))
      : [];
  const document = {
    exportedAt: new Date().toISOString(),
    account: account && { email, createdAt: account.createdAt, lastSignedInAt: account.lastSignedInAt },
    sessions: await db
      .select({
        createdAt: buyerSessions.createdAt,
        lastSeenAt: buyerSessions.lastSeenAt,
        ip: buyerSessions.ip,
        userAgent: buyerSessions.userAgent,
      })
      .from(buyerSessions)
      .where(eq(buyerSessions.accountId, accountId)),
    passkeys: await db
      .select({
        id: buyerPasskeys.id,
        name: buyerPasskeys.name,
        deviceType: buyerPasskeys.deviceType,
        backedUp: buyerPasskeys.backedUp,
        createdAt: buyerPasskeys.createdAt,
        lastUsedAt: buyerPasskeys.lastUsedAt,
      })
      .from(buyerPasskeys)
      .where(eq(buyerPasskeys.accountId, accountId)),
    favourites: await db
      .select({ designId: accountFavourites.designId, addedAt: accountFavourites.addedAt })
      .from(accountFavourites)
      .where(eq(accountFavourites.accountId, accountId)),
    savedSearches: await db
      .select({
        search: savedSearches.search,
        createdAt: savedSearches.createdAt,
        lastSentAt: savedSearches.lastSentAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.accountId, accountId)),
    customerRecords: customerRows.map(({ orderCount, paidTotalCents, lastOrderAt, ...row }) => row),
    orders: orderRows.map((order) => ({
      number: order.number,
      status: order.status,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      billing: order.billing,
      projectLocation: order.projectLocation,
      notes: order.notes,
      totalCents: order.totalCents,
      taxCents: order.taxCents,
      discountCents: order.discountCents,
      promoCode: order.promoCode,
      refundedCents: order.refundedCents,
      lines: lines.filter((line) => line.orderId === order.id).map(({ id, orderId, ...line }) => line),
      events: events.filter((event) => event.orderId === order.id).map(({ kind, at, ip }) => ({ kind, at, ip })),
    })),
    contactMessages: inquiries.map(({ name, email: from, phone, subject, message, ip, createdAt }) => ({
      name,
      email: from,
      phone,
      subject,
      message,
      ip,
      createdAt,
    })),
    // Modification quotes (decision 053): their terms and every step, the buyer's comments included.
    quotes: quoteRows.map((quote) => ({
      number: quote.number,
      status: quote.status,
      design: quote.designTitle,
      name: quote.buyerName,
      email: quote.email,
      lines: quote.lines,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      validUntil: quote.validUntil,
      createdAt: quote.createdAt,
      history: quoteSteps
        .filter((step) => step.quoteId === quote.id)
        .map(({ summary, actor, comment, at }) => ({ summary, actor, comment, at })),
    })),
    chat: conversations.map((conversation) => ({
      startedAt: conversation.createdAt,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map(({ sender, content, createdAt }) => ({ sender, content, createdAt })),
    })),
    emails: await db
      .select({
        kind: emailOutbox.kind,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        at: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${email}`)
      .orderBy(asc(emailOutbox.createdAt)),
    privacyRequests: await db
      .select({
        kind: accountEvents.kind,
        at: accountEvents.at,
        byStaff: sql<boolean>`${accountEvents.staffUserId} is not null`,
      })
      .from(accountEvents)
      .where(eq(accountEvents.accountId, accountId)),
  };
  return document;
}

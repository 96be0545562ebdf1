import { clampPage } from '@atelier/domain/pagination';
import {
  isQuoteOverdue,
  type QuoteDrawing,
  type QuoteEvent,
  type QuoteListFilter,
  type QuoteStatus,
  quoteStatusNow,
  STAFF_QUOTES_PAGE_SIZE,
  type StaffQuote,
  type StaffQuoteList,
  type StaffQuoteListQuery,
} from '@atelier/domain/quotes';
import { and, asc, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { orders, quoteDrawings, quoteEvents, quotes, staffUsers } from '../../db/schema/index.ts';

export type QuoteRow = typeof quotes.$inferSelect;

export async function findQuote(db: Database, number: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.number, number));
  return row ?? null;
}

/** The quote, locked for the step about to change it (a transaction's first read). */
export async function lockQuote(tx: Database, number: string): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.number, number)).for('update');
  return row ?? null;
}

export type DrawingRow = Awaited<ReturnType<typeof drawingsOf>>[number];

/** A quote's drawings, oldest first, with the name of who uploaded each. */
export async function drawingsOf(db: Database, quoteId: string) {
  return db
    .select({
      id: quoteDrawings.id,
      kind: quoteDrawings.kind,
      version: quoteDrawings.version,
      fileId: quoteDrawings.fileId,
      fileName: quoteDrawings.fileName,
      note: quoteDrawings.note,
      uploadedAt: quoteDrawings.uploadedAt,
      uploadedBy: staffUsers.name,
      decision: quoteDrawings.decision,
      comment: quoteDrawings.comment,
      decidedAt: quoteDrawings.decidedAt,
    })
    .from(quoteDrawings)
    .leftJoin(staffUsers, eq(staffUsers.id, quoteDrawings.uploadedBy))
    .where(eq(quoteDrawings.quoteId, quoteId))
    .orderBy(asc(quoteDrawings.uploadedAt), asc(quoteDrawings.version));
}

/** The newest preliminary drawings, the ones a decision is about. */
export const latestPreliminary = (drawings: readonly DrawingRow[]) =>
  drawings.filter((drawing) => drawing.kind === 'preliminary').at(-1) ?? null;

/** What staff may do with the quote now. */
export function staffMoves(quote: Pick<QuoteRow, 'status'>, drawings: readonly DrawingRow[]): StaffQuote['can'] {
  const decision = latestPreliminary(drawings)?.decision ?? null;
  const drawing = quote.status === 'in_progress';
  return {
    edit: quote.status === 'draft' || quote.status === 'sent',
    send: quote.status === 'draft' || quote.status === 'sent',
    uploadPreliminary: quote.status === 'deposit_paid' || (drawing && decision === 'changes_requested'),
    uploadFinal: (drawing && decision === 'approved') || quote.status === 'final',
  };
}

interface Links {
  /** Where a drawing opens for this reader, or null where it does not (a buyer's final drawings). */
  drawingUrl(drawing: { id: string; kind: string }): string | null;
  orderUrl(order: { id: string; number: string }): string;
}

async function orderLink(db: Database, orderId: string | null, links: Links) {
  if (!orderId) return null;
  const [order] = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order
    ? { number: order.number, status: order.status, totalCents: order.totalCents, url: links.orderUrl(order) }
    : null;
}

/** What the buyer's and the staff's pages of a quote both show. */
export async function quoteView(db: Database, quote: QuoteRow, drawings: readonly DrawingRow[], links: Links) {
  const [events, depositOrder, balanceOrder] = await Promise.all([
    db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, quote.id))
      .orderBy(desc(quoteEvents.at), desc(quoteEvents.id)),
    orderLink(db, quote.depositOrderId, links),
    orderLink(db, quote.balanceOrderId, links),
  ]);
  const status = quoteStatusNow({ status: quote.status as QuoteStatus, validUntil: quote.validUntil });
  return {
    number: quote.number,
    status,
    designId: quote.designId,
    designTitle: quote.designTitle,
    buyerName: quote.buyerName,
    email: quote.email,
    lines: quote.lines,
    totalCents: quote.totalCents,
    depositPercent: quote.depositPercent,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
    dueDays: quote.dueDays,
    validUntil: quote.validUntil,
    note: quote.note,
    sentAt: quote.sentAt?.toISOString() ?? null,
    dueAt: quote.dueAt?.toISOString() ?? null,
    drawings: drawings.map(
      (drawing): QuoteDrawing => ({
        id: drawing.id,
        kind: drawing.kind === 'final' ? 'final' : 'preliminary',
        version: drawing.version,
        fileName: drawing.fileName,
        note: drawing.note,
        uploadedAt: drawing.uploadedAt.toISOString(),
        uploadedBy: drawing.uploadedBy,
        decision: drawing.decision === 'approved' || drawing.decision === 'changes_requested' ? drawing.decision : null,
        comment: drawing.comment,
        decidedAt: drawing.decidedAt?.toISOString() ?? null,
        url: links.drawingUrl(drawing),
      }),
    ),
    depositOrder,
    balanceOrder,
    events: events.map(
      (event): QuoteEvent => ({
        kind: event.kind,
        at: event.at.toISOString(),
        actor: event.actor,
        summary: event.summary,
        comment: event.comment,
      }),
    ),
  };
}

/** Today in UTC, as a quote's `valid_until` is written. */
const today = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`;
const CLOSED: QuoteStatus[] = ['delivered', 'declined'];

function statusCondition(filter: QuoteListFilter): SQL | undefined {
  const stillValid = sql`${quotes.validUntil} >= ${today}`;
  const lapsed = sql`${quotes.validUntil} < ${today}`;
  if (filter === 'all') return undefined;
  if (filter === 'open') {
    return and(not(inArray(quotes.status, CLOSED)), sql`not (${quotes.status} = 'sent' and ${lapsed})`);
  }
  if (filter === 'expired') return and(eq(quotes.status, 'sent'), lapsed);
  if (filter === 'sent') return and(eq(quotes.status, 'sent'), stillValid);
  return eq(quotes.status, filter);
}

/** /quotes: a page of quotes in one state, with a search over number, buyer, e-mail and design. */
export async function listQuotes(db: Database, query: StaffQuoteListQuery): Promise<StaffQuoteList> {
  const where = and(
    statusCondition(query.status),
    query.q ? containsText(query.q, quotes.number, quotes.buyerName, quotes.email, quotes.designTitle) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(quotes).where(where);
  const total = totalRow?.total ?? 0;
  const { page, pageCount, offset } = clampPage(total, query.page, STAFF_QUOTES_PAGE_SIZE);
  const direction = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'due'
      ? sql`${quotes.dueAt} ${sql.raw(query.dir === 'asc' ? 'asc' : 'desc')} nulls last`
      : direction(query.sort === 'total' ? quotes.totalCents : quotes.updatedAt);
  const rows = await db
    .select()
    .from(quotes)
    .where(where)
    .orderBy(order, asc(quotes.id))
    .limit(STAFF_QUOTES_PAGE_SIZE)
    .offset(offset);
  const now = Date.now();
  return {
    quotes: rows.map((row) => {
      const status = quoteStatusNow({ status: row.status as QuoteStatus, validUntil: row.validUntil }, now);
      const dueAt = row.dueAt?.toISOString() ?? null;
      return {
        number: row.number,
        status,
        overdue: isQuoteOverdue({ status, dueAt }, now),
        buyerName: row.buyerName,
        email: row.email,
        designTitle: row.designTitle,
        totalCents: row.totalCents,
        dueAt,
        validUntil: row.validUntil,
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
    total,
    page,
    pageCount,
    pageSize: STAFF_QUOTES_PAGE_SIZE,
  };
}

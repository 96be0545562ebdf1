import { randomUUID } from 'node:crypto';
import type { CheckoutResult } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import {
  type BuyerQuote,
  type DrawingDecisionBody,
  type DrawingKind,
  isQuoteOverdue,
  QUOTE_STATUS_LABELS,
  type QuoteAccept,
  type QuoteCreate,
  type QuoteStatus,
  type QuoteTerms,
  quoteAmounts,
  quoteStatusNow,
  type StaffQuote,
  type StaffQuoteList,
  type StaffQuoteListQuery,
} from '@atelier/domain/quotes';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-error.ts';
import { contactInquiries, designs, quoteDrawings, quotes, staffUsers } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { RequestContext, ServiceContext } from '../../service-context.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import type { FileStore } from '../files/file-store.ts';
import { checkDrawingPdf } from '../files/upload-checks.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { OrderService } from '../orders/service.ts';
import { isQuoteAccessToken, newQuoteNumber } from '../orders/tokens.ts';
import { PRELIMINARY_DRAWINGS, watermarkPdf } from '../plans/stamp.ts';
import {
  QUOTE_DRAWINGS_READY,
  QUOTE_FINAL_READY,
  QUOTE_SENT,
  quoteEmail,
  quoteEmailTemplates,
  quotePath,
} from './emails.ts';
import { BUYER_ACTOR, recordQuoteEvent } from './quote-events.ts';
import { linkQuotePayment, placeQuotePayment } from './quote-orders.ts';
import { grantFinalDrawings, quotePaymentCancelled, quotePaymentReceived } from './quote-payments.ts';
import {
  drawingsOf,
  findQuote,
  latestPreliminary,
  listQuotes,
  lockQuote,
  type QuoteRow,
  quoteView,
  staffMoves,
} from './quote-views.ts';

/** Who opens a buyer's quote page: the token of the quote's private link. */
export interface QuoteAccess {
  token: string;
}

/** A drawing's file as served to the buyer or to staff. */
export interface QuoteDrawingFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

type BuyerRequest = Pick<RequestContext, 'log' | 'publicOrigin'>;

const NUMBER_ATTEMPTS = 5;
const notFound = () => new DomainError('not_found', 'not_found', 'Quote not found.');
const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
/** The status as the buyer and staff read it now (a sent quote past its day has expired). */
const statusNow = (quote: QuoteRow) =>
  quoteStatusNow({ status: quote.status as QuoteStatus, validUntil: quote.validUntil });
const drawingLabel = (drawing: { kind: string; version: number }) =>
  `${drawing.kind === 'final' ? 'Final' : 'Preliminary'} drawings v${drawing.version}`;

/**
 * Modification quotes (decision 053): staff write one from a modification request and send it; the
 * buyer accepts it and pays the deposit as an order, decides on preliminary drawings, and pays the
 * balance as a second order, which delivers the final drawings. Each step is in the quote's history,
 * staff steps in the audit log, buyer steps in the staff notifications.
 */
export function createQuoteService(
  db: Database,
  env: Env,
  email: EmailService,
  files: FileStore,
  orders: OrderService,
) {
  const secret = env.SESSION_SECRET;
  email.register(quoteEmailTemplates(db, secret));
  orders.whenPaid(quotePaymentReceived);
  orders.whenCancelled(quotePaymentCancelled);

  /** The quote behind a buyer's link, or null: a wrong token reads as an unknown number, and a draft is nobody's yet. */
  async function buyersQuote(number: string, access: QuoteAccess): Promise<QuoteRow | null> {
    const quote = await findQuote(db, number);
    if (!quote || quote.status === 'draft' || !isQuoteAccessToken(secret, access.token, quote.id)) return null;
    return quote;
  }

  async function openQuote(number: string, access: QuoteAccess): Promise<QuoteRow> {
    const quote = await buyersQuote(number, access);
    if (!quote) throw notFound();
    return quote;
  }

  // The buyer opens preliminary drawings only: the final ones are delivered, stamped, with the order
  // that pays the balance (or the deposit's, when there is none).
  const buyerLinks = (quote: QuoteRow, token: string) => ({
    drawingUrl: (drawing: { id: string; kind: string }) =>
      drawing.kind === 'preliminary' ? `/quote/${quote.number}/drawing/${drawing.id}?token=${token}` : null,
    orderUrl: (order: { id: string; number: string }) => orders.buyerOrderPath(order),
  });
  const staffLinks = (quote: QuoteRow) => ({
    drawingUrl: (drawing: { id: string }) => `/api/admin/quotes/${quote.number}/drawings/${drawing.id}`,
    orderUrl: (order: { number: string }) => `/orders/${order.number}`,
  });

  async function staffView(quote: QuoteRow): Promise<StaffQuote> {
    const drawings = await drawingsOf(db, quote.id);
    const view = await quoteView(db, quote, drawings, staffLinks(quote));
    return {
      ...view,
      id: quote.id,
      inquiryId: quote.inquiryId,
      overdue: isQuoteOverdue(view),
      createdBy: quote.createdBy ? await staffName(quote.createdBy) : null,
      createdAt: quote.createdAt.toISOString(),
      buyerUrl: quote.status === 'draft' ? null : `${env.publicOrigin}${quotePath(secret, quote)}`,
      can: staffMoves(quote, drawings),
    };
  }

  async function staffName(id: string): Promise<string | null> {
    const [row] = await db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
    return row?.name ?? null;
  }

  async function staffQuoteOrThrow(number: string): Promise<StaffQuote> {
    const quote = await findQuote(db, number);
    if (!quote) throw notFound();
    return staffView(quote);
  }

  /** A buyer's step, in one transaction with the quote locked; `step` throws to refuse. */
  async function buyerStep(
    number: string,
    access: QuoteAccess,
    step: (tx: Database, quote: QuoteRow) => Promise<void>,
  ) {
    const opened = await openQuote(number, access);
    await db.transaction(async (tx) => {
      const quote = await lockQuote(tx, opened.number);
      if (!quote) throw notFound();
      await step(tx, quote);
    });
    email.deliverSoon();
  }

  /** Tells staff of a buyer's step: the bell's notification, opening the quote. */
  const tellStaff = (tx: Database, quote: QuoteRow, title: string) =>
    notifyStaff(tx, {
      kind: 'quote_activity',
      title,
      detail: `${quote.buyerName} · ${quote.designTitle}`,
      link: `/quotes/${quote.number}`,
    });

  /**
   * A drawing's file as staff, or the buyer, open it. The buyer opens preliminary drawings only, each
   * page watermarked "PRELIMINARY - NOT FOR CONSTRUCTION"; final drawings reach them stamped, with the
   * order that pays for them.
   */
  async function readDrawing(
    quote: QuoteRow,
    drawingId: string,
    reader: 'staff' | 'buyer',
  ): Promise<QuoteDrawingFile | null> {
    const [drawing] = await db
      .select()
      .from(quoteDrawings)
      .where(and(eq(quoteDrawings.id, drawingId), eq(quoteDrawings.quoteId, quote.id)));
    if (!drawing || (reader === 'buyer' && drawing.kind !== 'preliminary')) return null;
    const stored = await files.get(drawing.fileId);
    if (!stored) return null;
    return {
      filename: `${quote.number}-${drawing.kind}-v${drawing.version}.pdf`,
      contentType: stored.contentType,
      bytes: reader === 'buyer' ? await watermarkPdf(stored.bytes, PRELIMINARY_DRAWINGS) : stored.bytes,
    };
  }

  return {
    // The buyer's side: a wrong token reads as an unknown quote.
    async buyerQuote(number: string, access: QuoteAccess, _ctx: ServiceContext): Promise<BuyerQuote | null> {
      const quote = await buyersQuote(number, access);
      if (!quote) return null;
      const drawings = await drawingsOf(db, quote.id);
      const view = await quoteView(db, quote, drawings, buyerLinks(quote, access.token));
      const undecided = latestPreliminary(drawings);
      return {
        ...view,
        drawings: view.drawings.map((drawing) => ({ ...drawing, uploadedBy: null })),
        can: {
          // Accepted without a deposit order (one could not be placed): the buyer may try again.
          accept: view.status === 'sent' || (view.status === 'accepted' && quote.depositOrderId === null),
          decline: view.status === 'sent',
          decide: view.status === 'awaiting_approval' && undecided !== null && undecided.decision === null,
          payBalance: view.status === 'final' && quote.balanceCents > 0,
        },
      };
    },

    /**
     * The buyer accepts the quote with the terms: the deposit's order is placed (or found again, so a
     * repeated submission places nothing more) and its payment started, as a checkout's is.
     */
    async accept(number: string, access: QuoteAccess, body: QuoteAccept, ctx: BuyerRequest): Promise<CheckoutResult> {
      await buyerStep(number, access, async (tx, quote) => {
        // Accepted already (a repeated submission, or an order that could not be placed): go on to the order.
        if (quote.status === 'accepted') return;
        const status = statusNow(quote);
        if (status !== 'sent') {
          throw conflict('not_acceptable', `Quote ${quote.number} is ${QUOTE_STATUS_LABELS[status].toLowerCase()}.`);
        }
        await tx.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quote.id));
        await recordQuoteEvent(tx, quote.id, 'accepted', 'Quote accepted', { actor: BUYER_ACTOR });
        await tellStaff(tx, quote, `Quote ${quote.number} accepted`);
      });
      const quote = await openQuote(number, access);
      const placed = await placeQuotePayment(db, secret, quote, 'deposit', body, orders.paymentProvider);
      await linkQuotePayment(db, quote, 'deposit', placed);
      return orders.startPayment(placed, ctx);
    },

    async decline(number: string, access: QuoteAccess, reason: string): Promise<void> {
      await buyerStep(number, access, async (tx, quote) => {
        if (statusNow(quote) !== 'sent') {
          throw conflict('not_declinable', `Quote ${quote.number} can no longer be declined.`);
        }
        await tx.update(quotes).set({ status: 'declined' }).where(eq(quotes.id, quote.id));
        await recordQuoteEvent(tx, quote.id, 'declined', 'Quote declined', { actor: BUYER_ACTOR, comment: reason });
        await tellStaff(tx, quote, `Quote ${quote.number} declined`);
      });
    },

    /** The buyer approves the newest preliminary drawings, or asks for changes: the studio's next drawings are due. */
    async decide(number: string, access: QuoteAccess, drawingId: string, body: DrawingDecisionBody): Promise<void> {
      await buyerStep(number, access, async (tx, quote) => {
        const drawing = latestPreliminary(await drawingsOf(tx, quote.id));
        if (quote.status !== 'awaiting_approval' || drawing?.id !== drawingId || drawing.decision !== null) {
          throw conflict('not_awaiting_decision', 'These drawings are not awaiting your decision.');
        }
        await tx
          .update(quoteDrawings)
          .set({ decision: body.decision, comment: body.comment || null, decidedAt: sql`now()` })
          .where(eq(quoteDrawings.id, drawing.id));
        await tx
          .update(quotes)
          .set({ status: 'in_progress', dueAt: sql`now() + make_interval(days => ${quotes.dueDays})` })
          .where(eq(quotes.id, quote.id));
        const approved = body.decision === 'approved';
        const summary = approved
          ? `${drawingLabel(drawing)} approved`
          : `Changes requested to ${drawingLabel(drawing).toLowerCase()}`;
        await recordQuoteEvent(tx, quote.id, body.decision, summary, { actor: BUYER_ACTOR, comment: body.comment });
        await tellStaff(tx, quote, `Quote ${quote.number}: ${approved ? 'drawings approved' : 'changes requested'}`);
      });
    },

    /** The buyer pays the balance once the final drawings are ready: its order is placed (or found again) and started. */
    async payBalance(
      number: string,
      access: QuoteAccess,
      idempotencyKey: string,
      ctx: BuyerRequest,
    ): Promise<CheckoutResult> {
      const quote = await openQuote(number, access);
      if (quote.status !== 'final' || quote.balanceCents === 0 || !quote.depositOrderId) {
        throw conflict('no_balance_due', `Quote ${quote.number} has no balance to pay now.`);
      }
      const placed = await placeQuotePayment(db, secret, quote, 'balance', { idempotencyKey }, orders.paymentProvider);
      await linkQuotePayment(db, quote, 'balance', placed);
      return orders.startPayment(placed, ctx);
    },

    async buyerDrawing(number: string, access: QuoteAccess, drawingId: string): Promise<QuoteDrawingFile | null> {
      const quote = await buyersQuote(number, access);
      return quote ? readDrawing(quote, drawingId, 'buyer') : null;
    },

    // Staff (routes check the permissions)
    list: (query: StaffQuoteListQuery): Promise<StaffQuoteList> => listQuotes(db, query),
    staffQuote: staffQuoteOrThrow,

    /** A draft quote for a modification request: its buyer and design are the request's. */
    async create(body: QuoteCreate, actor: StaffActor): Promise<StaffQuote> {
      const [inquiry] = await db
        .select({
          id: contactInquiries.id,
          name: contactInquiries.name,
          email: contactInquiries.email,
          designId: contactInquiries.designId,
          designTitle: designs.title,
        })
        .from(contactInquiries)
        .innerJoin(designs, eq(designs.id, contactInquiries.designId))
        .where(eq(contactInquiries.id, body.inquiryId));
      if (!inquiry?.designId) {
        const message = 'Quotes are written for a modification request.';
        throw new DomainError('invalid', 'not_a_modification_request', message, { fields: { inquiryId: message } });
      }
      const { inquiryId, ...terms } = body;
      for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
        const number = newQuoteNumber();
        try {
          await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(quotes)
              .values({
                id: randomUUID(),
                number,
                inquiryId,
                designId: inquiry.designId as string,
                designTitle: inquiry.designTitle,
                buyerName: inquiry.name,
                email: inquiry.email.toLowerCase(),
                ...termsColumns(terms),
                createdBy: actor.id,
              })
              .returning({ id: quotes.id });
            if (!created) throw new Error('quote not inserted');
            await recordQuoteEvent(tx, created.id, 'created', 'Quote drafted', { actor: actor.name });
            await recordStaffAction(tx, actor, 'quote.create', { type: 'quote', id: number });
          });
          return staffQuoteOrThrow(number);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('could not allocate a quote number');
    },

    /** New terms for a quote the buyer has not accepted yet (a sent one is sent again by hand). */
    async update(number: string, body: QuoteTerms, actor: StaffActor): Promise<StaffQuote> {
      await db.transaction(async (tx) => {
        const quote = await lockQuote(tx, number);
        if (!quote) throw notFound();
        if (!staffMoves(quote, []).edit)
          throw conflict('not_editable', `Quote ${number} was accepted: it cannot change.`);
        await tx.update(quotes).set(termsColumns(body)).where(eq(quotes.id, quote.id));
        await recordQuoteEvent(tx, quote.id, 'updated', 'Quote changed', { actor: actor.name });
        await recordStaffAction(tx, actor, 'quote.update', { type: 'quote', id: number });
      });
      return staffQuoteOrThrow(number);
    },

    /** E-mails the buyer the quote's private link (again, for a sent quote). */
    async send(number: string, actor: StaffActor): Promise<StaffQuote> {
      await db.transaction(async (tx) => {
        const quote = await lockQuote(tx, number);
        if (!quote) throw notFound();
        if (!staffMoves(quote, []).send) throw conflict('not_sendable', `Quote ${number} was accepted already.`);
        await tx.update(quotes).set({ status: 'sent', sentAt: sql`now()` }).where(eq(quotes.id, quote.id));
        // A quote sent answers the modification request it prices, as a reply would.
        if (quote.inquiryId) {
          await tx
            .update(contactInquiries)
            .set({ status: 'answered', updatedAt: sql`now()` })
            .where(and(eq(contactInquiries.id, quote.inquiryId), eq(contactInquiries.status, 'new')));
        }
        await enqueueEmail(tx, quoteEmail(QUOTE_SENT, quote));
        await recordQuoteEvent(tx, quote.id, 'sent', `Quote sent to ${quote.email}`, { actor: actor.name });
        await recordStaffAction(tx, actor, 'quote.send', { type: 'quote', id: number });
      });
      email.deliverSoon();
      return staffQuoteOrThrow(number);
    },

    /**
     * Staff upload drawings (a PDF). Preliminary ones wait for the buyer's decision; final ones wait for
     * the balance, or are delivered at once on the deposit's order when there is no balance.
     */
    async uploadDrawing(
      number: string,
      kind: DrawingKind,
      upload: { bytes: Buffer; filename: string; note?: string | null },
      actor: StaffActor,
    ): Promise<StaffQuote> {
      const checked = await checkDrawingPdf(upload.bytes, upload.filename);
      await db.transaction(async (tx) => {
        const quote = await lockQuote(tx, number);
        if (!quote) throw notFound();
        const drawings = await drawingsOf(tx, quote.id);
        const moves = staffMoves(quote, drawings);
        if (kind === 'preliminary' ? !moves.uploadPreliminary : !moves.uploadFinal) {
          throw conflict('not_now', `Quote ${number} is not waiting for ${kind} drawings.`);
        }
        const stored = await files.put(tx, upload.bytes, checked.contentType);
        const [latest] = await tx
          .select({ version: max(quoteDrawings.version) })
          .from(quoteDrawings)
          .where(and(eq(quoteDrawings.quoteId, quote.id), eq(quoteDrawings.kind, kind)));
        const drawing = { kind, version: (latest?.version ?? 0) + 1 };
        await tx.insert(quoteDrawings).values({
          id: randomUUID(),
          quoteId: quote.id,
          ...drawing,
          fileId: stored.id,
          fileName: upload.filename,
          note: upload.note ?? null,
          uploadedBy: actor.id,
        });
        const deliverNow = kind === 'final' && quote.balanceCents === 0 && quote.depositOrderId !== null;
        const status = kind === 'preliminary' ? 'awaiting_approval' : deliverNow ? 'delivered' : 'final';
        await tx.update(quotes).set({ status }).where(eq(quotes.id, quote.id));
        await recordQuoteEvent(tx, quote.id, `${kind}_uploaded`, `${drawingLabel(drawing)} uploaded`, {
          actor: actor.name,
        });
        if (deliverNow && quote.depositOrderId) await grantFinalDrawings(tx, quote, quote.depositOrderId);
        await enqueueEmail(tx, quoteEmail(kind === 'preliminary' ? QUOTE_DRAWINGS_READY : QUOTE_FINAL_READY, quote));
        await recordStaffAction(
          tx,
          actor,
          'quote.upload_drawing',
          { type: 'quote', id: number },
          {
            kind,
            version: drawing.version,
            file: upload.filename,
            note: upload.note ?? null,
          },
        );
      });
      email.deliverSoon();
      return staffQuoteOrThrow(number);
    },

    async staffDrawing(number: string, drawingId: string): Promise<QuoteDrawingFile | null> {
      const quote = await findQuote(db, number);
      return quote ? readDrawing(quote, drawingId, 'staff') : null;
    },

    /** The buyer's private page of a quote. */
    buyerPath: (quote: { id: string; number: string }) => quotePath(secret, quote),
  };
}

/** The stored columns of a quote's terms, its amounts worked out. */
function termsColumns(terms: QuoteTerms) {
  return {
    lines: terms.lines,
    ...quoteAmounts(terms.lines, terms.depositPercent),
    depositPercent: terms.depositPercent,
    dueDays: terms.dueDays,
    validUntil: terms.validUntil,
    note: terms.note,
    updatedAt: sql`now()`,
  };
}

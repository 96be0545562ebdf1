import {
  contactSubjectLabel,
  type InquiryReplyInput,
  type InquiryStatus,
  type InquiryStatusAction,
  SUPPORT_PAGE_SIZE,
  type SupportInquiryDetail,
  type SupportInquiryList,
  type SupportInquiryListQuery,
} from '@atelier/domain';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactInquiries, designs, inquiryReplies, quotes } from '../../db/schema/index.ts';
import { defuseLinks } from '../email/mail-text.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';
import { preview } from './chat-message.ts';
import type { InboxResult, StaffAuthor } from './inbox-types.ts';

export const INQUIRY_REPLY_EMAIL = 'inquiry-reply';

type InquiryRow = typeof contactInquiries.$inferSelect;
type DesignLink = { id: string; title: string } | null;

export function inquiryReplyTemplate(db: Database): EmailRenderer {
  return async ({ replyId }) => {
    if (!replyId) return null;
    const [found] = await db
      .select({ reply: inquiryReplies, inquiry: contactInquiries })
      .from(inquiryReplies)
      .innerJoin(contactInquiries, eq(contactInquiries.id, inquiryReplies.inquiryId))
      .where(eq(inquiryReplies.id, replyId));
    if (!found) return null;
    const { reply, inquiry } = found;
    return {
      subject: `Re: ${contactSubjectLabel(inquiry.subject)}`,
      text: [
        `Dear ${defuseLinks(inquiry.name)},`,
        '',
        reply.body,
        '',
        reply.staffName,
        'Atelier Plans, 350 Fifth Avenue, New York, NY 10118',
        '',
        'Your message:',
        defuseLinks(inquiry.message).replace(/^/gm, '> '),
      ].join('\n'),
    };
  };
}

const asStatus = (status: string): InquiryStatus => (status === 'answered' || status === 'archived' ? status : 'new');

const summaryOf = (row: InquiryRow, design: DesignLink) => ({
  id: row.id,
  status: asStatus(row.status),
  name: row.name,
  email: row.email,
  subject: row.subject,
  subjectLabel: contactSubjectLabel(row.subject),
  design,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const replyCount = sql<number>`(select count(*)::int from inquiry_replies r where r.inquiry_id = contact_inquiries.id)`;

/** The linked design's current title, joined alongside each inquiry. */
const designLink = { id: designs.id, title: designs.title };

/** Staff: the contact-inquiry half of the support inbox. */
export function createInquiryInbox(db: Database) {
  async function detail(id: string, tx: Database = db): Promise<SupportInquiryDetail | null> {
    const [found] = await tx
      .select({ row: contactInquiries, design: designLink })
      .from(contactInquiries)
      .leftJoin(designs, eq(designs.id, contactInquiries.designId))
      .where(eq(contactInquiries.id, id));
    if (!found) return null;
    const { row, design } = found;
    const replies = await tx
      .select()
      .from(inquiryReplies)
      .where(eq(inquiryReplies.inquiryId, id))
      .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
    return {
      inquiry: { ...summaryOf(row, design), phone: row.phone, message: row.message },
      replies: replies.map((reply) => ({
        id: reply.id,
        staffName: reply.staffName,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  }

  /** A modification request is answered by a quote sent for it (decision 053) as well as by a reply. */
  async function hasSentQuote(id: string): Promise<boolean> {
    const [sent] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.inquiryId, id), isNotNull(quotes.sentAt)))
      .limit(1);
    return sent !== undefined;
  }

  return {
    inquiryDetail: (id: string) => detail(id),

    /** Newest first, optionally of one status. */
    async listInquiries({ status, page }: SupportInquiryListQuery): Promise<SupportInquiryList> {
      const where = status ? eq(contactInquiries.status, status) : undefined;
      const rows = await db
        .select({ inquiry: contactInquiries, design: designLink, replyCount })
        .from(contactInquiries)
        .leftJoin(designs, eq(designs.id, contactInquiries.designId))
        .where(where)
        .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
        .limit(SUPPORT_PAGE_SIZE)
        .offset((page - 1) * SUPPORT_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(contactInquiries).where(where);
      return {
        inquiries: rows.map((row) => ({
          ...summaryOf(row.inquiry, row.design),
          preview: preview(row.inquiry.message),
          replyCount: Number(row.replyCount),
        })),
        page,
        pageSize: SUPPORT_PAGE_SIZE,
        total: total?.total ?? 0,
      };
    },

    /**
     * Records the reply, queues it as an e-mail to the sender and marks the inquiry answered, all in
     * one transaction. The actionId is the reply's id, so a retry changes and sends nothing.
     */
    async replyToInquiry(
      id: string,
      author: StaffAuthor,
      input: InquiryReplyInput,
    ): Promise<InboxResult<SupportInquiryDetail>> {
      return db.transaction(async (tx) => {
        const [inquiry] = await tx.select().from(contactInquiries).where(eq(contactInquiries.id, id)).for('update');
        if (!inquiry) return { ok: false, reason: 'not_found' };
        const [done] = await tx.select().from(inquiryReplies).where(eq(inquiryReplies.id, input.actionId));
        if (done && done.inquiryId !== id) return { ok: false, reason: 'action_conflict' };
        if (!done) {
          await tx.insert(inquiryReplies).values({
            id: input.actionId,
            inquiryId: id,
            staffUserId: author.id,
            staffName: author.name,
            body: input.message,
          });
          await tx
            .update(contactInquiries)
            .set({ status: 'answered', updatedAt: sql`now()` })
            .where(eq(contactInquiries.id, id));
          await enqueueEmail(tx, { kind: INQUIRY_REPLY_EMAIL, to: inquiry.email, params: { replyId: input.actionId } });
        }
        const value = await detail(id, tx);
        return value ? { ok: true, value } : { ok: false, reason: 'not_found' };
      });
    },

    /** Archive, or reopen (answered when it has replies or a quote was sent for it, otherwise new). */
    async setInquiryStatus(id: string, { action }: InquiryStatusAction): Promise<SupportInquiryDetail | null> {
      const current = await detail(id);
      if (!current) return null;
      const answered = current.replies.length > 0 || (await hasSentQuote(id));
      const status: InquiryStatus = action === 'archive' ? 'archived' : answered ? 'answered' : 'new';
      if (status === current.inquiry.status) return current;
      await db.update(contactInquiries).set({ status, updatedAt: sql`now()` }).where(eq(contactInquiries.id, id));
      return detail(id);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { contactSubjectLabel } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactInquiries } from '../../db/schema/index.ts';
import { defuseLinks } from '../email/mail-text.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';
import { notifyStaff } from '../notifications/notify.ts';
import { preview } from './chat-message.ts';

export const CONTACT_ACK = 'contact-ack';

/**
 * The acknowledgement, rendered from the stored inquiry when it is delivered. It goes to whatever
 * address the visitor typed, so it never quotes the message (nor its first words): else anyone could
 * have the studio mail their text to anyone. Staff read the message in the support inbox.
 */
export function contactAckTemplate(db: Database): EmailRenderer {
  return async ({ inquiryId }) => {
    if (!inquiryId) return null;
    const [inquiry] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiryId));
    if (!inquiry) return null;
    return {
      subject: 'We received your message',
      text: [
        `Dear ${defuseLinks(inquiry.name)},`,
        '',
        `Thank you for contacting Atelier Plans about "${contactSubjectLabel(inquiry.subject)}".`,
        'A member of our architectural team will reply within one business day.',
        '',
        'Atelier Plans, 350 Fifth Avenue, New York, NY 10118',
      ].join('\n'),
    };
  };
}

export interface NewInquiry {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  /** Set for a modification request: the design it is about. */
  designId?: string | undefined;
  visitorId?: string | undefined;
  ip: string;
  /** Whether the acknowledgement goes out: not when its mailbox had its share (SUPPORT_RATE_LIMITS). */
  acknowledge: boolean;
}

/** One transaction: the inquiry, its acknowledgement and the staff notification exist together or not at all. */
export async function storeInquiry(db: Database, input: NewInquiry): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contactInquiries).values({
      id,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      designId: input.designId ?? null,
      visitorId: input.visitorId ?? null,
      ip: input.ip,
    });
    if (input.acknowledge) await enqueueEmail(tx, { kind: CONTACT_ACK, to: input.email, params: { inquiryId: id } });
    await notifyStaff(tx, {
      kind: 'new_inquiry',
      title: `New inquiry from ${input.name}`,
      detail: `${contactSubjectLabel(input.subject)}: ${preview(input.message, 80)}`,
      link: `/support/inquiries/${id}`,
    });
  });
  return id;
}

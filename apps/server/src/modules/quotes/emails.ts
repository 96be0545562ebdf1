import { formatMoney } from '@atelier/domain';
import { formatSender } from '@atelier/domain/shop-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { defuseLinks, mailHtml } from '../email/mail-text.ts';
import type { EmailRenderer, EmailRequest, RenderedEmail } from '../email/outbox.ts';
import { quoteAccessToken } from '../orders/tokens.ts';
import { readOrderMailSettings } from '../settings/store.ts';

/*
 * The mail of a modification quote (decision 053). The outbox keeps only the quote's id: the private
 * link is made when the mail is rendered.
 */
export const QUOTE_SENT = 'quote_sent';
export const QUOTE_DRAWINGS_READY = 'quote_drawings_ready';
export const QUOTE_FINAL_READY = 'quote_final_ready';
type QuoteMailKind = typeof QUOTE_SENT | typeof QUOTE_DRAWINGS_READY | typeof QUOTE_FINAL_READY;

export const quoteEmail = (kind: QuoteMailKind, quote: { id: string; email: string }): EmailRequest => ({
  kind,
  to: quote.email,
  params: { quoteId: quote.id },
});

type Quote = typeof quotes.$inferSelect;

/** The buyer's private page of the quote. */
export const quotePath = (secret: string, quote: { id: string; number: string }) =>
  `/quote/${quote.number}?token=${quoteAccessToken(secret, quote.id)}`;

function sentMail(quote: Quote, link: string): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(quote.buyerName)},`,
    '',
    `Thank you for your request. Here is our quote ${quote.number} for the changes to ${quote.designTitle}:`,
    '',
    ...quote.lines.map((line) => `  ${defuseLinks(line.description)}: ${formatMoney(line.amountCents)}`),
    `  Total: ${formatMoney(quote.totalCents)} (before tax)`,
    '',
    `A deposit of ${quote.depositPercent} % (${formatMoney(quote.depositCents)}) starts the work; the preliminary drawings follow within ${quote.dueDays} days of it. The balance is paid when the final drawings are ready.`,
    `The quote can be accepted until ${quote.validUntil}:`,
    '',
    `  ${link}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Your quote ${quote.number} for ${quote.designTitle}`,
    text: text.join('\n'),
    html: mailHtml(text, [link]),
  };
}

function drawingsMail(quote: Quote, link: string): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(quote.buyerName)},`,
    '',
    `The preliminary drawings of the changes to ${quote.designTitle} (quote ${quote.number}) are ready for you to review.`,
    'Approve them, or tell us what should change, on your quote page:',
    '',
    `  ${link}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Quote ${quote.number}: preliminary drawings to review`,
    text: text.join('\n'),
    html: mailHtml(text, [link]),
  };
}

function finalMail(quote: Quote, link: string): RenderedEmail {
  const next =
    quote.balanceCents > 0
      ? `Pay the balance of ${formatMoney(quote.balanceCents)} on your quote page to download them:`
      : 'They are ready to download from your order, linked from your quote page:';
  const text = [
    `Hello ${defuseLinks(quote.buyerName)},`,
    '',
    `The final drawings of the changes to ${quote.designTitle} (quote ${quote.number}) are ready.`,
    next,
    '',
    `  ${link}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Quote ${quote.number}: your final drawings are ready`,
    text: text.join('\n'),
    html: mailHtml(text, [link]),
  };
}

const MAILS: Record<QuoteMailKind, (quote: Quote, link: string) => RenderedEmail> = {
  [QUOTE_SENT]: sentMail,
  [QUOTE_DRAWINGS_READY]: drawingsMail,
  [QUOTE_FINAL_READY]: finalMail,
};

/** Renders a quote's mail at delivery time, from the quote as it is then; from the order mail's sender. */
export function quoteEmailTemplates(db: Database, secret: string): Record<string, EmailRenderer> {
  const render =
    (kind: QuoteMailKind): EmailRenderer =>
    async ({ quoteId }, ctx: ServiceContext) => {
      if (!quoteId) return null;
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
      if (!quote) return null;
      const mail = MAILS[kind](quote, `${ctx.publicOrigin}${quotePath(secret, quote)}`);
      const { sender } = await readOrderMailSettings(db);
      return sender ? { ...mail, from: formatSender(sender) } : mail;
    };
  return {
    [QUOTE_SENT]: render(QUOTE_SENT),
    [QUOTE_DRAWINGS_READY]: render(QUOTE_DRAWINGS_READY),
    [QUOTE_FINAL_READY]: render(QUOTE_FINAL_READY),
  };
}

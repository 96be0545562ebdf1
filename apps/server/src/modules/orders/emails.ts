import {
  type DownloadLink,
  formatMoney,
  lineLicenceTerms,
  type OrderTotals,
  type PaymentInstructions,
  type PricedLine,
  totalRows,
} from '@atelier/domain';
import type { InvoiceLink } from '@atelier/domain/invoices';
import { LINE_TOTAL_LABEL, lineBreakdown } from '@atelier/domain/line-breakdown';
import { optionGrantFile } from '@atelier/domain/plan-files';
import { leadTimeText } from '@atelier/domain/plan-options';
import { type EmailSender, formatSender } from '@atelier/domain/shop-settings';
import DataLoader from 'dataloader';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderTasks } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { defuseLinks, mailHtml } from '../email/mail-text.ts';
import type { EmailRenderer, EmailRequest, RenderedEmail } from '../email/outbox.ts';
import { readOrderMailSettings } from '../settings/store.ts';
import { loadOrders, type OrderRecord, totalsOf } from './order-records.ts';
import { bankTransferText } from './settings.ts';

export const ORDER_CONFIRMATION = 'order_confirmation';
export const PAYMENT_RECEIVED = 'payment_received';

export const OPTION_DELIVERED = 'option_delivered';

/** The outbox entry telling the buyer an option's drawing is ready: ids only, its link is a bearer secret. */
export const optionDeliveredEmail = (to: string, params: { orderId: string; taskId: string }): EmailRequest => ({
  kind: OPTION_DELIVERED,
  to,
  params,
});

export const PLAN_VERSION_RELEASED = 'plan_version_released';

/** The outbox entry telling a buyer of an earlier version about the current one (decision 046): ids only. */
export const planVersionEmail = (
  to: string,
  params: { orderId: string; designId: string; file: string; version: number },
): EmailRequest => ({
  kind: PLAN_VERSION_RELEASED,
  to,
  params: { ...params, version: String(params.version) },
});

/** The outbox entry for an order's mail: only the order id, since its links are bearer secrets. */
export const orderEmail = (
  kind: typeof ORDER_CONFIRMATION | typeof PAYMENT_RECEIVED,
  order: { id: string; email: string },
): EmailRequest => ({
  kind,
  to: order.email,
  params: { orderId: order.id },
});

interface EmailOrder extends OrderTotals {
  number: string;
  customerName: string;
  lines: PricedLine[];
  confirmationUrl: string;
}

/**
 * A line as the mail lists it, its price as it adds up (line-breakdown.ts): the design, then
 * 'PDF plan set, 2 builds × $1,650.00: $3,300.00', each option as
 * '+ Basement foundation: $395.00 (drawn within 10 days of payment)', and the line's total after them.
 */
function lineText(line: PricedLine): string[] {
  const rows = lineBreakdown(line);
  return [
    line.title,
    ...rows.map(({ label, cents, option }, index) => {
      const amount = `${index === 0 ? '' : '+ '}${label}: ${formatMoney(cents)}`;
      return option ? `  ${amount} (${leadTimeText(option.leadDays).toLowerCase()})` : `  ${amount}`;
    }),
    ...(rows.length > 1 ? [`  ${LINE_TOTAL_LABEL}: ${formatMoney(line.lineTotalCents)}`] : []),
  ];
}

/** The options to be drawn once the order is paid (every option bought is), as '<option> for <design>'. */
const optionsToDraw = (order: EmailOrder) =>
  order.lines.flatMap((line) => line.options.map((option) => `${option.label} for ${line.title}`));

/** What the line's licence allows, in one sentence. */
function licenceTerms(line: PricedLine): string {
  const { label, summary, perBuild } = lineLicenceTerms(line.licence);
  if (!perBuild) return `${label}. ${summary}`;
  const times = line.quantity === 1 ? 'once' : line.quantity === 2 ? 'twice' : `${line.quantity} times`;
  return `${label}, licensed to build the design ${times}.`;
}

function summary(order: EmailOrder): string[] {
  return [
    ...order.lines.flatMap((line) => lineText(line).map((text) => `  ${text}`)),
    ...totalRows(order).map(({ label, cents }) => `  ${label}: ${formatMoney(cents)}`),
  ];
}

/** 'How to pay:', the account as 'Label: value' lines, then the region's paragraphs. */
function howToPay({ details, paragraphs }: PaymentInstructions): string[] {
  return [
    'How to pay:',
    ...details.map(({ label, value }) => `  ${label}: ${value}`),
    ...paragraphs.map((line) => `  ${line}`),
  ];
}

function orderConfirmationEmail(order: EmailOrder, paymentInstructions: PaymentInstructions | null): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(order.customerName)},`,
    '',
    `Thank you for your order ${order.number} with Atelier Plans.`,
    '',
    ...summary(order),
    '',
    ...(paymentInstructions
      ? howToPay(paymentInstructions)
      : ['Once your payment is confirmed we email your download links.']),
    '',
    `Your order, its status and (once paid) your downloads: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Your order ${order.number}`,
    text: text.join('\n'),
    // Links in the bank details staff wrote on the settings page stay links, as before.
    html: mailHtml(text, [
      order.confirmationUrl,
      ...(paymentInstructions?.paragraphs.join(' ').match(/https?:\/\/\S+/g) ?? []),
    ]),
  };
}

/** The paid order's options that are still being drawn: each comes in its own e-mail once it is ready. */
function stillToCome(order: EmailOrder): string[] {
  const drawing = optionsToDraw(order);
  if (drawing.length === 0) return [];
  return [
    'Still being drawn for you (we e-mail you as each one is ready, on the same order page):',
    ...drawing.map((option) => `  ${option}`),
    '',
  ];
}

function paymentReceivedEmail(order: EmailOrder, downloads: DownloadLink[], invoice: string | null): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(order.customerName)},`,
    '',
    `We have received your payment for order ${order.number}. Your files are ready to download:`,
    '',
    ...downloads.map((link) => `  ${link.title}, ${link.label}: ${link.url}`),
    '',
    `Each link works ${downloads[0]?.usesLeft ?? 0} times until ${downloads[0]?.expiresAt.slice(0, 10) ?? ''}. The files are licensed to you as follows, and are not for resale or redistribution:`,
    ...order.lines.map((line) => `  ${line.title}: ${licenceTerms(line)}`),
    '',
    ...stillToCome(order),
    ...summary(order),
    '',
    ...(invoice ? [`Your invoice (PDF): ${invoice}`] : []),
    `Your order page: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Payment received for order ${order.number}: your plans are ready`,
    text: text.join('\n'),
    html: mailHtml(text, [order.confirmationUrl, ...downloads.map((link) => link.url), ...(invoice ? [invoice] : [])]),
  };
}

/** One option's drawing is ready: its link, and the order page with the rest. */
function optionDeliveredMail(order: EmailOrder, link: DownloadLink): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(order.customerName)},`,
    '',
    `The ${link.label} for ${link.title} (order ${order.number}) is ready to download:`,
    '',
    `  ${link.url}`,
    '',
    `The link works ${link.usesLeft} times until ${link.expiresAt.slice(0, 10)}. It is licensed to you with the plans, and is not for resale or redistribution.`,
    '',
    `Your order page: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `Order ${order.number}: your ${link.label} is ready`,
    text: text.join('\n'),
    html: mailHtml(text, [order.confirmationUrl, link.url]),
  };
}

/** A new version of a plan file the buyer bought: what changed, its fresh link, and the earlier one kept. */
function planVersionMail(order: EmailOrder, link: DownloadLink & { version: number }): RenderedEmail {
  const text = [
    `Hello ${defuseLinks(order.customerName)},`,
    '',
    `Version ${link.version} of the ${link.label} for ${link.title} (order ${order.number}) is ready.`,
    '',
    'What changed:',
    `  ${link.changeNote ?? ''}`,
    '',
    'Download it here:',
    '',
    `  ${link.url}`,
    '',
    `The link works ${link.usesLeft} times until ${link.expiresAt.slice(0, 10)}. The version you bought stays downloadable on your order page and in your account's library.`,
    '',
    `Your order page: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    subject: `${link.title}: version ${link.version} of your ${link.label}`,
    text: text.join('\n'),
    html: mailHtml(text, [order.confirmationUrl, link.url]),
  };
}

interface OrderLinks {
  /** `/order/<number>?token=…`, derived from the order id with the server secret. */
  confirmationPath(order: OrderRecord): string;
  downloadLinks(order: OrderRecord, base: string): Promise<DownloadLink[]>;
  /** The order's invoices and credit notes, each `/invoice/<number>?token=…`. */
  invoiceLinks(order: OrderRecord): Promise<InvoiceLink[]>;
}

/** Renders the order mail at delivery time, from the order as it is then. */
export function orderEmailTemplates(db: Database, links: OrderLinks): Record<string, EmailRenderer> {
  const emailOrder = (order: OrderRecord, ctx: ServiceContext): EmailOrder => ({
    number: order.number,
    customerName: order.customer.name,
    lines: order.lines,
    ...totalsOf(order),
    confirmationUrl: `${ctx.publicOrigin}${links.confirmationPath(order)}`,
  });
  // The outbox renders a claimed batch at once: the orders of its mails are read in one statement and
  // the settings once (batched per tick, never cached: each batch reads them afresh).
  const orders = new DataLoader(
    async (ids: readonly string[]) => {
      const found = await loadOrders(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { cache: false },
  );
  const mailSettings = new DataLoader(
    async (keys: readonly 'order-mail'[]) => {
      const settings = await readOrderMailSettings(db);
      return keys.map(() => settings);
    },
    { cache: false },
  );
  const load = async (orderId: string | undefined) => (orderId ? orders.load(orderId) : null);
  /** From the sender saved on the settings page; without one the outbox uses MAIL_FROM. */
  const fromSender = (email: RenderedEmail, sender: EmailSender | null): RenderedEmail =>
    sender ? { ...email, from: formatSender(sender) } : email;
  return {
    async [ORDER_CONFIRMATION]({ orderId }, ctx) {
      const order = await load(orderId);
      if (!order) return null;
      const { sender, bankTransfer } = await mailSettings.load('order-mail');
      const awaitingTransfer = order.paymentProvider === 'manual' && order.status === 'awaiting_payment';
      const instructions = awaitingTransfer ? bankTransferText(bankTransfer, order) : null;
      return fromSender(orderConfirmationEmail(emailOrder(order, ctx), instructions), sender);
    },
    async [PAYMENT_RECEIVED]({ orderId }, ctx) {
      const order = await load(orderId);
      if (!order) return null;
      const { sender } = await mailSettings.load('order-mail');
      const invoice = (await links.invoiceLinks(order)).find((link) => link.kind === 'invoice');
      return fromSender(
        paymentReceivedEmail(
          emailOrder(order, ctx),
          await links.downloadLinks(order, ctx.publicOrigin),
          invoice ? `${ctx.publicOrigin}${invoice.url}` : null,
        ),
        sender,
      );
    },
    async [PLAN_VERSION_RELEASED]({ orderId, designId, file, version }, ctx) {
      const order = await load(orderId);
      if (order?.status !== 'paid') return null;
      const link = (await links.downloadLinks(order, ctx.publicOrigin)).find(
        (candidate) =>
          candidate.designId === designId && candidate.file === file && String(candidate.version) === version,
      );
      if (!link?.version) return null;
      const { sender } = await mailSettings.load('order-mail');
      return fromSender(planVersionMail(emailOrder(order, ctx), { ...link, version: link.version }), sender);
    },
    async [OPTION_DELIVERED]({ orderId, taskId }, ctx) {
      const order = await load(orderId);
      if (order?.status !== 'paid' || !taskId) return null;
      const [task] = await db
        .select({ designId: orderTasks.designId, optionId: orderTasks.optionId })
        .from(orderTasks)
        .where(and(eq(orderTasks.id, taskId), eq(orderTasks.orderId, order.id)));
      if (!task) return null;
      const file = optionGrantFile(task.optionId);
      const link = (await links.downloadLinks(order, ctx.publicOrigin)).find(
        (candidate) => candidate.designId === task.designId && candidate.file === file,
      );
      if (!link) return null;
      const { sender } = await mailSettings.load('order-mail');
      return fromSender(optionDeliveredMail(emailOrder(order, ctx), link), sender);
    },
  };
}

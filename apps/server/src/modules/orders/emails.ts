import { type DownloadLink, formatMoney, formatTaxRate, type PricedLine } from '@atelier/domain';
import type { OutgoingEmail } from '../email/service.ts';

interface EmailOrder {
  number: string;
  customerName: string;
  email: string;
  lines: PricedLine[];
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  confirmationUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function summary(order: EmailOrder): string[] {
  return [
    ...order.lines.map((line) => `  ${line.title} × ${line.quantity}: ${formatMoney(line.lineTotalCents)}`),
    `  Subtotal: ${formatMoney(order.subtotalCents)}`,
    `  Tax (${formatTaxRate(order.taxRateBasisPoints)}): ${formatMoney(order.taxCents)}`,
    `  Total: ${formatMoney(order.totalCents)}`,
  ];
}

const toHtml = (lines: string[]) =>
  lines
    .map((line) => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : ''))
    .join('\n');

export function orderConfirmationEmail(order: EmailOrder, paymentInstructions: string[] | null): OutgoingEmail {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order ${order.number} with Atelier Plans.`,
    '',
    ...summary(order),
    '',
    ...(paymentInstructions
      ? ['How to pay:', ...paymentInstructions.map((line) => `  ${line}`)]
      : ['Once your payment is confirmed we email your download links.']),
    '',
    `Your order, its status and (once paid) your downloads: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    kind: 'order_confirmation',
    to: order.email,
    subject: `Your order ${order.number}`,
    text: text.join('\n'),
    html: toHtml(text),
  };
}

export function paymentReceivedEmail(order: EmailOrder, downloads: DownloadLink[]): OutgoingEmail {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `We have received your payment for order ${order.number}. Your plan sets are ready to download:`,
    '',
    ...downloads.map((link) => `  ${link.title}: ${link.url}`),
    '',
    `Each link works ${downloads[0]?.usesLeft ?? 0} times until ${downloads[0]?.expiresAt.slice(0, 10) ?? ''}. The files are licensed to you for one project.`,
    '',
    ...summary(order),
    '',
    `Your order page: ${order.confirmationUrl}`,
    '',
    'Atelier Plans',
  ];
  return {
    kind: 'payment_received',
    to: order.email,
    subject: `Payment received for order ${order.number}: your plans are ready`,
    text: text.join('\n'),
    html: toHtml(text),
  };
}

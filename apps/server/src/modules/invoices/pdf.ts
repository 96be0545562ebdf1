import { INVOICE_KIND_LABELS, type InvoiceDocument, type InvoiceLine } from '@atelier/domain/invoices';
import { LINE_TOTAL_LABEL } from '@atelier/domain/line-breakdown';
import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import { totalRows } from '@atelier/domain/orders';
import { PAPER_POINTS } from '@atelier/domain/paper-size';
import { loadPdfLib } from '../../lazy-package.ts';
import { createPen, faint, type Pen } from '../plans/drawing.ts';

// An invoice or credit note drawn from its frozen document alone (decision 045): the same document
// always gives the same bytes, whatever the settings say today. Portrait, in points, on the paper the
// document names (decision 066; A4 before documents named one); the text keeps A4's width on either.

const MARGIN = 50;
const RIGHT = PAPER_POINTS.a4[0] - MARGIN;
const BOTTOM = 70;
const BODY = 9;
const LEADING = 12.5;
/** The table's columns: the description's width, and where the right-aligned numbers end. */
const DESCRIPTION_WIDTH = 285;
const QUANTITY_RIGHT = 390;
const UNIT_RIGHT = 470;
/** From version 2 the description reaches the amount: a row of a line's price, indented under it. */
const ROW_INDENT = 8;
const ROW_WIDTH = RIGHT - MARGIN - ROW_INDENT - 80;

/** Words of `text` in lines no wider than `width` (a word longer than the line stays whole). */
function wrap(pen: Pen, text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && pen.textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Writes lines down from `y`; answers the y below them. */
function block(pen: Pen, lines: readonly string[], x: number, y: number, width: number, size = BODY): number {
  let at = y;
  for (const line of lines.flatMap((text) => wrap(pen, text, width, size))) {
    pen.text(line, x, at, { size });
    at -= LEADING;
  }
  return at;
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.create();
  const title = `${INVOICE_KIND_LABELS[document.kind]} ${document.number}`;
  const issued = new Date(document.issuedAt);
  doc.setTitle(title);
  doc.setSubject(`${title}, order ${document.orderNumber}`);
  doc.setAuthor(document.seller.name);
  doc.setProducer(document.seller.name);
  doc.setCreator(document.seller.name);
  // Dates from the document, not the clock, so a download today matches one a year from now.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const credit = document.kind === 'credit_note';
  // A credit note's amounts are kept positive and printed as credits.
  const money = (cents: number) => formatMoney(credit ? -cents : cents);

  const paper = PAPER_POINTS[document.paperSize ?? 'a4'];
  const top = paper[1] - MARGIN;
  const pens: Pen[] = [];
  const newPage = () => {
    const pen = createPen(doc.addPage([...paper]), fonts);
    pens.push(pen);
    return pen;
  };
  let pen = newPage();
  let y = drawHeading(pen, document, top);

  // Version 1 printed each line's quantity and unit price; later versions print its price as rows.
  const itemised = document.version >= 2;
  const width = itemised ? ROW_WIDTH + ROW_INDENT : DESCRIPTION_WIDTH;
  const tableHeader = () => {
    pen.text('Description', MARGIN, y, { size: BODY, bold: true });
    if (!itemised) {
      pen.text('Qty', QUANTITY_RIGHT, y, { size: BODY, bold: true, align: 'right' });
      pen.text('Unit price', UNIT_RIGHT, y, { size: BODY, bold: true, align: 'right' });
    }
    pen.text('Amount', RIGHT, y, { size: BODY, bold: true, align: 'right' });
    pen.line([MARGIN, y - 5], [RIGHT, y - 5], { width: 0.8 });
    y -= 20;
  };
  tableHeader();
  for (const line of document.lines) {
    const description = wrap(pen, line.description, width, BODY, true);
    const details = line.details.flatMap((detail) => wrap(pen, detail, width, BODY - 1));
    const rows = itemised ? printedRows(pen, line, money) : [];
    const rowLines = rows.reduce((sum, row) => sum + row.label.length, 0);
    const height = (description.length + details.length + rowLines) * LEADING + 6;
    if (y - height < BOTTOM) {
      pen = newPage();
      pen.text(`${title} (continued)`, MARGIN, top, { size: 11, bold: true });
      y = top - 30;
      tableHeader();
    }
    y = itemised
      ? drawItemisedLine(pen, { description, details, rows, amount: money(line.totalCents) }, y)
      : drawLine(pen, line, description, details, y, money);
  }

  const rows = totalRows({
    ...document,
    discountCents: document.discountCents ?? 0,
    promoCode: document.promoCode ?? null,
    creditCents: document.creditCents ?? 0,
    creditNote: document.creditNote ?? null,
  });
  const totals: [label: string, value: string, bold: boolean][] = rows.map(({ label, cents }, index) =>
    index === rows.length - 1
      ? [credit ? 'Total credited' : label, money(document.totalCents), true]
      : [label, cents < 0 ? `-${money(-cents)}` : money(cents), false],
  );
  const closing = credit
    ? `Refunded on ${formatLongDate(document.issuedAt)}.`
    : `Paid in full on ${formatLongDate(document.issuedAt)}. Thank you for your order.`;
  const after = [document.note, closing].filter((text): text is string => Boolean(text));
  if (y - (totals.length + after.length + 2) * LEADING - 20 < BOTTOM) {
    pen = newPage();
    y = top;
  }
  for (const [label, value, bold] of totals) {
    y -= bold ? 10 : 4;
    // The total under a rule of its own.
    if (bold) pen.line([UNIT_RIGHT - 120, y + 14], [RIGHT, y + 14], { width: 0.8 });
    pen.text(label, UNIT_RIGHT, y, { size: bold ? 11 : BODY, bold, align: 'right' });
    pen.text(value, RIGHT, y, { size: bold ? 11 : BODY, bold, align: 'right' });
    y -= LEADING;
  }
  block(pen, after, MARGIN, y - 16, RIGHT - MARGIN);

  pens.forEach((page, index) => {
    const footer = `${document.seller.name} - ${title} - Page ${index + 1} of ${pens.length}`;
    page.text(footer, paper[0] / 2, 30, { size: 7.5, align: 'centre', colour: faint });
  });
  return doc.save();
}

/** The seller, the document's title and facts, and the buyer; answers where the table starts. */
function drawHeading(pen: Pen, document: InvoiceDocument, top: number): number {
  const { seller, buyer } = document;
  pen.text(seller.name, MARGIN, top, { size: 14, bold: true });
  const sellerLines = [
    ...(seller.tradingName ? [`Trading as ${seller.tradingName}`] : []),
    ...seller.address,
    seller.email,
    seller.phone,
    ...(seller.vatNumber ? [`VAT number: ${seller.vatNumber}`] : []),
    ...(seller.companyNumber ? [`Company number: ${seller.companyNumber}`] : []),
  ];
  const sellerEnd = block(pen, sellerLines, MARGIN, top - 18, 250);

  pen.text(INVOICE_KIND_LABELS[document.kind].toUpperCase(), RIGHT, top, { size: 18, bold: true, align: 'right' });
  const facts: [string, string][] = [
    ['Number', document.number],
    ['Issued', formatLongDate(document.issuedAt)],
    ['Order', document.orderNumber],
    ['Ordered', formatLongDate(document.orderedAt)],
    ...(document.creditedInvoice ? ([['Credits invoice', document.creditedInvoice]] as [string, string][]) : []),
  ];
  let factY = top - 22;
  for (const [label, value] of facts) {
    pen.text(label, RIGHT - 190, factY, { size: BODY, colour: faint });
    pen.text(value, RIGHT, factY, { size: BODY, bold: label === 'Number', align: 'right' });
    factY -= LEADING;
  }

  const y = Math.min(sellerEnd, factY) - 18;
  pen.text(document.kind === 'credit_note' ? 'Credited to' : 'Billed to', MARGIN, y, {
    size: BODY,
    colour: faint,
  });
  pen.text(buyer.name, MARGIN, y - 14, { size: 11, bold: true });
  const buyerLines = [
    ...(buyer.company ? [buyer.company] : []),
    ...buyer.address,
    ...(buyer.country ? [buyer.country] : []),
    buyer.email,
    ...(buyer.vatNumber ? [`VAT number: ${buyer.vatNumber}`] : []),
  ];
  return block(pen, buyerLines, MARGIN, y - 28, 300) - 24;
}

/** A row of a line's price as printed: its label wrapped, its amount, and whether it is the line's total. */
interface PrintedRow {
  label: string[];
  amount: string;
  total: boolean;
}

/** A line's rows (line-breakdown.ts), then its total when they are more than one. */
function printedRows(pen: Pen, line: InvoiceLine, money: (cents: number) => string): PrintedRow[] {
  const rows = line.rows ?? [];
  const printed = rows.map(({ label, cents }) => ({
    label: wrap(pen, label, ROW_WIDTH, BODY),
    amount: money(cents),
    total: false,
  }));
  if (rows.length < 2) return printed;
  return [...printed, { label: [LINE_TOTAL_LABEL], amount: money(line.totalCents), total: true }];
}

/**
 * One line of a version 2 table: the description and its details, then each row of its price with its
 * amount, the line's total last; a line without rows (a credit note's) has its amount beside it.
 */
function drawItemisedLine(
  pen: Pen,
  line: { description: readonly string[]; details: readonly string[]; rows: readonly PrintedRow[]; amount: string },
  y: number,
): number {
  let at = y;
  line.description.forEach((text, index) => {
    pen.text(text, MARGIN, at, { size: BODY, bold: true });
    if (index === 0 && line.rows.length === 0) pen.text(line.amount, RIGHT, at, { size: BODY, align: 'right' });
    at -= LEADING;
  });
  for (const text of line.details) {
    pen.text(text, MARGIN + ROW_INDENT, at, { size: BODY - 1, colour: faint });
    at -= LEADING;
  }
  for (const row of line.rows) {
    row.label.forEach((text, index) => {
      pen.text(text, MARGIN + ROW_INDENT, at, { size: BODY, bold: row.total });
      if (index === 0) pen.text(row.amount, RIGHT, at, { size: BODY, bold: row.total, align: 'right' });
      at -= LEADING;
    });
  }
  pen.line([MARGIN, at + 4], [RIGHT, at + 4], { width: 0.3, colour: faint });
  return at - 8;
}

/** One row of a version 1 table: the description and its details, the quantity, unit price and amount. */
function drawLine(
  pen: Pen,
  line: InvoiceLine,
  description: readonly string[],
  details: readonly string[],
  y: number,
  money: (cents: number) => string,
): number {
  pen.text(String(line.quantity), QUANTITY_RIGHT, y, { size: BODY, align: 'right' });
  pen.text(money(line.unitPriceCents), UNIT_RIGHT, y, { size: BODY, align: 'right' });
  pen.text(money(line.totalCents), RIGHT, y, { size: BODY, align: 'right' });
  let at = y;
  for (const text of description) {
    pen.text(text, MARGIN, at, { size: BODY, bold: true });
    at -= LEADING;
  }
  for (const text of details) {
    pen.text(text, MARGIN + 8, at, { size: BODY - 1, colour: faint });
    at -= LEADING;
  }
  pen.line([MARGIN, at + 4], [RIGHT, at + 4], { width: 0.3, colour: faint });
  return at - 8;
}

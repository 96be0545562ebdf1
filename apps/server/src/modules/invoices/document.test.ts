import type { InvoiceDocument } from '@atelier/domain/invoices';
import type { PricedLine } from '@atelier/domain/orders';
import { DEFAULT_STUDIO_DETAILS } from '@atelier/domain/studio-details';
import { describe, expect, it } from 'vitest';
import { pageCount, pdfText } from '../../test/orders.ts';
import { creditNoteDocument, type InvoicedOrder, invoiceDocument, taxInRefund } from './document.ts';
import { renderInvoicePdf } from './pdf.ts';

const order: InvoicedOrder = {
  id: 'order-1',
  number: 'AP-TEST-0001',
  createdAt: new Date('2026-03-04T10:00:00Z'),
  currency: 'USD',
  subtotalCents: 100_000,
  discountCents: 0,
  promoCode: null,
  creditCents: 0,
  creditNote: null,
  taxRateBasisPoints: 2_000,
  taxCents: 20_000,
  totalCents: 120_000,
  paymentReference: 'cs_test_1',
  billing: {
    name: 'Zoë Ångström',
    company: 'Ångström 株式会社',
    email: 'zoe@example.com',
    country: 'SE',
    address: 'Storgatan 1\n111 22 Stockholm',
  },
};
const line = (index: number): PricedLine => ({
  designId: `design-${index}`,
  title: `Design number ${index}`,
  licence: 'pdf-single',
  unitPriceCents: 1_000,
  quantity: 1,
  options: [],
  lineTotalCents: 1_000,
});
const issuedAt = new Date('2026-03-05T09:30:00Z');
const numbered = { number: 'INV-2026-000042', year: 2026, sequence: 42 };

describe('the tax inside a refund', () => {
  it('is the order’s share of the running total, so the credit notes of a full refund add up to its tax', () => {
    const parts = [33_333, 33_333, 53_334].map((amount, index, all) =>
      taxInRefund(
        order,
        all.slice(0, index).reduce((sum, earlier) => sum + earlier, 0),
        amount,
      ),
    );
    expect(parts).toEqual([5_556, 5_555, 8_889]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(order.taxCents);
    expect(taxInRefund({ taxCents: 0, totalCents: 0 }, 0, 0)).toBe(0);
  });

  it('makes a credit note of the amount refunded, its tax and the invoice it credits', () => {
    const note = creditNoteDocument(
      order,
      'INV-2026-000042',
      { amountCents: 12_000, refundedBeforeCents: 0, note: 'Goodwill' },
      DEFAULT_STUDIO_DETAILS,
      { number: 'CN-2026-000007', year: 2026, sequence: 7 },
      issuedAt,
    );
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CN-2026-000007',
      creditedInvoice: 'INV-2026-000042',
      subtotalCents: 10_000,
      taxCents: 2_000,
      totalCents: 12_000,
      note: 'Reason: Goodwill',
      lines: [{ description: 'Refund of order AP-TEST-0001', quantity: 1, totalCents: 10_000 }],
    });
  });
});

describe('the invoice PDF', () => {
  const document = invoiceDocument(
    { ...order, lines: Array.from({ length: 60 }, (_, index) => line(index + 1)) },
    { ...DEFAULT_STUDIO_DETAILS, legalName: 'Atelier Plans Studio LLC', vatNumber: 'US12-3456789' },
    numbered,
    issuedAt,
  );

  it('is the same bytes for the same document, drawn at any time', async () => {
    const first = await renderInvoicePdf(document);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await renderInvoicePdf(structuredClone(document));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('runs a long order over pages, numbered, with every line and the totals', async () => {
    const pdf = await renderInvoicePdf(document);
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Design number 1\n');
    expect(text).toContain('Design number 60');
    expect(text).toContain('Invoice INV-2026-000042 (continued)');
    expect(text).toContain(`Invoice INV-2026-000042 - Page ${pages} of ${pages}`);
    expect(text).toContain('Trading as Atelier Plans');
    expect(text).toContain('VAT number: US12-3456789');
    expect(text).toContain('Payment reference: cs_test_1');
    expect(text).toContain('Tax (20%)');
    expect(text).toContain('$1,200.00');
    // The standard fonts write what WinAnsi has (Zoë Ångström) and a '?' for the rest, never an error.
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain('Ångström ????');
    expect(text).toContain('Sweden');
  });

  it('prints each line’s price as it adds up: the licence for its builds, each plan option, the line total', async () => {
    const villa: PricedLine = {
      designId: 'design-001',
      title: 'Modern Coastal Villa',
      licence: 'pdf-single',
      unitPriceCents: 165_000,
      quantity: 2,
      options: [
        { id: 'basement', label: 'Basement foundation', priceCents: 39_500, leadDays: 10 },
        { id: 'reverse', label: 'Right-reading reverse', priceCents: 10_000, leadDays: 2 },
      ],
      lineTotalCents: 379_500,
    };
    const itemised = invoiceDocument({ ...order, lines: [villa, line(2)] }, DEFAULT_STUDIO_DETAILS, numbered, issuedAt);
    expect(itemised).toMatchObject({ version: 2, lines: [{ details: [] }, { details: [] }] });
    expect(itemised.lines[0]?.rows).toEqual([
      { label: 'PDF plan set, 2 builds × $1,650.00', cents: 330_000 },
      { label: 'Basement foundation', cents: 39_500 },
      { label: 'Right-reading reverse', cents: 10_000 },
    ]);
    const text = pdfText(await renderInvoicePdf(itemised));
    expect(text).toContain(
      [
        'Modern Coastal Villa',
        'PDF plan set, 2 builds × $1,650.00',
        '$3,300.00',
        'Basement foundation',
        '$395.00',
        'Right-reading reverse',
        '$100.00',
        'Line total',
        '$3,795.00',
        // A line of one row: that row is its total.
        'Design number 2',
        'PDF plan set, single build',
        '$10.00',
        'Subtotal',
      ].join('\n'),
    );
    expect(text).not.toContain('Unit price');
  });

  it('draws a document issued before lines were itemised as it was issued: quantity, unit price, amount', async () => {
    const issued: InvoiceDocument = {
      ...document,
      version: 1,
      lines: [
        {
          description: 'Modern Coastal Villa',
          details: ['PDF plan set, single build', '+ Basement foundation ($395.00)'],
          quantity: 1,
          unitPriceCents: 450_000,
          totalCents: 489_500,
        },
      ],
    };
    const text = pdfText(await renderInvoicePdf(issued));
    expect(text).toContain('Description\nQty\nUnit price\nAmount');
    expect(text).toContain(
      '1\n$4,500.00\n$4,895.00\nModern Coastal Villa\nPDF plan set, single build\n+ Basement foundation ($395.00)',
    );
  });

  it('prints a promotion code’s discount between the subtotal and the tax', async () => {
    const discounted = invoiceDocument(
      { ...order, discountCents: 10_000, promoCode: 'SPRING10', taxCents: 18_000, totalCents: 108_000, lines: [] },
      DEFAULT_STUDIO_DETAILS,
      numbered,
      issuedAt,
    );
    const text = pdfText(await renderInvoicePdf(discounted));
    expect(text).toContain('Discount (SPRING10)');
    expect(text).toContain('-$100.00');
    expect(text).toContain('$1,080.00');
    expect(pdfText(await renderInvoicePdf(document))).not.toContain('Discount');
  });
});

import type { PricedLine } from '@atelier/domain/orders';
import { DEFAULT_STUDIO_DETAILS, type StudioDetails } from '@atelier/domain/studio-details';
import { describe, expect, it } from 'vitest';
import { A4, LETTER, mediaBoxes } from '../../test/pdf-pages.ts';
import { type InvoicedOrder, invoiceDocument } from './document.ts';
import { renderInvoicePdf } from './pdf.ts';

const order: InvoicedOrder & { lines: PricedLine[] } = {
  id: 'order-1',
  number: 'AP-TEST-0002',
  createdAt: new Date('2026-03-04T10:00:00Z'),
  currency: 'USD',
  subtotalCents: 60_000,
  discountCents: 0,
  promoCode: null,
  creditCents: 0,
  creditNote: null,
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 60_000,
  paymentReference: null,
  billing: { name: 'Bo Buyer', email: 'bo@example.com', country: 'US', address: '1 Main Street' },
  // Enough lines for a second page: every page is on the same paper.
  lines: Array.from({ length: 60 }, (_, index) => ({
    designId: `design-${index}`,
    title: `Design number ${index}`,
    licence: 'pdf-single',
    unitPriceCents: 1_000,
    quantity: 1,
    options: [],
    lineTotalCents: 1_000,
  })),
};
const numbered = { number: 'INV-2026-000043', year: 2026, sequence: 43 };

const ukStudio: StudioDetails = {
  ...DEFAULT_STUDIO_DETAILS,
  address: '12 St James Square\nLondon SW1Y 4JH',
  country: 'GB',
};

async function paperOf(studio: StudioDetails) {
  const document = invoiceDocument(order, studio, numbered, new Date('2026-03-05T09:30:00Z'));
  const pages = await mediaBoxes(await renderInvoicePdf(document));
  expect(pages.length).toBeGreaterThan(1);
  expect(new Set(pages.map((page) => page.join('×'))).size).toBe(1);
  return { document, page: pages[0] };
}

describe("the invoice's paper", () => {
  it('is US Letter for a studio in the United States or Canada, on automatic', async () => {
    expect(await paperOf(DEFAULT_STUDIO_DETAILS)).toMatchObject({ document: { paperSize: 'letter' }, page: LETTER });
    expect((await paperOf({ ...DEFAULT_STUDIO_DETAILS, country: 'CA' })).page).toEqual(LETTER);
  });

  it('is A4 for a studio anywhere else, and for one whose country is not known', async () => {
    expect(await paperOf(ukStudio)).toMatchObject({ document: { paperSize: 'a4' }, page: A4 });
    expect((await paperOf({ ...DEFAULT_STUDIO_DETAILS, country: '' })).page).toEqual(A4);
  });

  it('is the one staff chose, wherever the studio is', async () => {
    expect((await paperOf({ ...ukStudio, paperSize: 'letter' })).page).toEqual(LETTER);
    expect((await paperOf({ ...DEFAULT_STUDIO_DETAILS, paperSize: 'a4' })).page).toEqual(A4);
  });

  it('stays A4 for a document issued before documents named their paper', async () => {
    const { document } = await paperOf(DEFAULT_STUDIO_DETAILS);
    const { paperSize: _, ...before } = document;
    expect(await mediaBoxes(await renderInvoicePdf(before))).toContainEqual(A4);
  });
});

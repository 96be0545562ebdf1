import type { StaffQuote, StaffQuoteRow } from '@atelier/domain/quotes';

/** A draft quote for a modification request: two lines, half as deposit, nothing sent or paid yet. */
export const draftQuote = (changes: Partial<StaffQuote> = {}): StaffQuote => ({
  id: 'quote-1',
  number: 'Q-1001',
  status: 'draft',
  designId: 'design-004',
  designTitle: 'Modern Farmhouse',
  buyerName: 'Ann Buyer',
  email: 'ann@example.com',
  lines: [
    { description: 'Add a third garage bay', amountCents: 120_000 },
    { description: 'Widen the porch', amountCents: 30_050 },
  ],
  totalCents: 150_050,
  depositPercent: 50,
  depositCents: 75_025,
  balanceCents: 75_025,
  dueDays: 5,
  validUntil: '2026-03-15',
  note: 'Structural changes are not included.',
  sentAt: null,
  dueAt: null,
  drawings: [],
  depositOrder: null,
  balanceOrder: null,
  events: [
    { kind: 'created', at: '2026-03-01T09:00:00.000Z', actor: 'Studio Staff', summary: 'Quote created', comment: null },
  ],
  inquiryId: 'inq-1',
  overdue: false,
  createdBy: 'Studio Staff',
  createdAt: '2026-03-01T09:00:00.000Z',
  buyerUrl: null,
  can: { edit: true, send: true, uploadPreliminary: false, uploadFinal: false },
  ...changes,
});

/** The row of a quote in the list. */
export const quoteRow = (changes: Partial<StaffQuoteRow> = {}): StaffQuoteRow => ({
  number: 'Q-1001',
  status: 'sent',
  overdue: false,
  buyerName: 'Ann Buyer',
  email: 'ann@example.com',
  designTitle: 'Modern Farmhouse',
  totalCents: 150_050,
  dueAt: null,
  validUntil: '2026-03-15',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...changes,
});

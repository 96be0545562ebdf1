import type { BuyerQuote, QuoteDrawing } from '@atelier/domain/quotes';

/** A drawing of the test quote, opened through the storefront with the quote's token. */
export const testDrawing = (overrides: Partial<QuoteDrawing> = {}): QuoteDrawing => ({
  id: 'drawing-1',
  kind: 'preliminary',
  version: 1,
  fileName: 'preliminary-v1.pdf',
  note: null,
  uploadedAt: '2026-03-10T09:00:00.000Z',
  uploadedBy: null,
  decision: null,
  comment: null,
  decidedAt: null,
  url: '/quote/QT-2026-0001/drawing/drawing-1?token=right',
  ...overrides,
});

/** A sent quote as the buyer's page receives it: two lines, half paid on acceptance, nothing done yet. */
export const testQuote = (overrides: Partial<BuyerQuote> = {}): BuyerQuote => ({
  number: 'QT-2026-0001',
  status: 'sent',
  designId: 'design-001',
  designTitle: 'Modern Coastal Villa',
  buyerName: 'Ada Lovelace',
  email: 'ada@example.com',
  lines: [
    { description: 'Add a third bedroom over the garage', amountCents: 120000 },
    { description: 'Widen the kitchen by 2 ft', amountCents: 30050 },
  ],
  totalCents: 150050,
  depositPercent: 50,
  depositCents: 75025,
  balanceCents: 75025,
  dueDays: 5,
  validUntil: '2026-03-20',
  note: '',
  sentAt: '2026-03-06T10:00:00.000Z',
  dueAt: null,
  drawings: [],
  depositOrder: null,
  balanceOrder: null,
  events: [{ kind: 'sent', at: '2026-03-06T10:00:00.000Z', actor: 'Grace', summary: 'Quote sent', comment: null }],
  can: { accept: true, decline: true, decide: false, payBalance: false },
  ...overrides,
});

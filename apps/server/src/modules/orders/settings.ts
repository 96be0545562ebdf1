import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export const TAX_RATE_KEY = 'tax_rate_bp';
export const BANK_TRANSFER_KEY = 'bank_transfer_instructions';

const DEFAULT_BANK_TRANSFER = [
  'Pay by bank transfer to Atelier Plans Studio LLC.',
  'Bank: First Harbor Bank. Routing number 021000021. Account number 4820193755.',
  'Use your order number {number} as the payment reference so we can match your payment.',
  'We confirm within one business day of receiving the funds; your download links then appear on this page and are emailed to you.',
];

async function read(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Tax rate in basis points; anything missing or malformed counts as 0 rather than breaking checkout. */
export async function taxRateBasisPoints(db: Database): Promise<number> {
  const value = await read(db, TAX_RATE_KEY);
  const rate = typeof value === 'string' ? Number(value) : value;
  return typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : 0;
}

export async function bankTransferInstructions(db: Database, orderNumber: string): Promise<string[]> {
  const value = await read(db, BANK_TRANSFER_KEY);
  const lines = Array.isArray(value) && value.every((line) => typeof line === 'string') ? value : DEFAULT_BANK_TRANSFER;
  return lines.map((line) => line.replaceAll('{number}', orderNumber));
}

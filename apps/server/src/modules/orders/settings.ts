import type { PaymentInstructions } from '@atelier/domain/orders';
import { type BankTransferEntry, bankTransferFor } from '@atelier/domain/shop-settings';
import type { TaxRates } from '@atelier/domain/tax-rates';
import type { Database } from '../../db/client.ts';
import { readBankTransfer, readTaxRates } from '../settings/store.ts';

// The shop settings the order paths use (edited on /settings/general, modules/settings).

/** The tax rates by country and the default, for the checkout page's estimate (same rule as the order). */
export const taxRates = (db: Database): Promise<TaxRates> => readTaxRates(db);

type TransferOrder = { number: string; currency: string; billing: Record<string, string | null> };

/** The bank details and text for the order's buyer (their billing country and the order's currency). */
export async function bankTransferInstructions(db: Database, order: TransferOrder): Promise<PaymentInstructions> {
  return bankTransferText(await readBankTransfer(db), order);
}

/** The same, from bank transfer entries already read (readOrderMailSettings). */
export function bankTransferText(entries: readonly BankTransferEntry[], order: TransferOrder): PaymentInstructions {
  return bankTransferFor(entries, { country: order.billing.country, currency: order.currency }, order.number);
}

import type { PaymentProviderName, PricedLine } from '@atelier/domain';

export interface PaymentOrder {
  id: string;
  number: string;
  email: string;
  lines: PricedLine[];
  taxCents: number;
  taxLabel: string;
  /** What a promotion code and a study-set credit took off (decisions 049, 051), as the order names it. */
  discount: { label: string; cents: number } | null;
  totalCents: number;
  /** Existing provider reference (a hosted checkout session), if one was started before. */
  reference: string | null;
}

export interface PaymentStart {
  /** Hosted payment page the buyer continues on; absent for manual payment. */
  paymentUrl?: string;
  reference?: string;
}

/** How a placed order gets paid. 'manual' waits for staff; hosted providers confirm by webhook. */
export interface PaymentProvider {
  name: PaymentProviderName;
  start(order: PaymentOrder, urls: { success: string; cancel: string }): Promise<PaymentStart>;
  /** Asks the provider whether a started payment is complete (return from the hosted page). */
  isPaid(reference: string): Promise<{ paid: boolean; amountTotal: number | null }>;
}

export const manualPayments: PaymentProvider = {
  name: 'manual',
  async start() {
    return {};
  },
  async isPaid() {
    return { paid: false, amountTotal: null };
  },
};

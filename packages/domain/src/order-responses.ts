import './zod-config.ts';
import { z } from 'zod';
import type { CheckoutResult } from './checkout.ts';
import { INVOICE_KINDS, type InvoiceLink } from './invoices.ts';
import { licenceUpgradeOfferSchema } from './licence-upgrades.ts';
import {
  type BuyerOrder,
  type DownloadLink,
  type FindOrderResult,
  orderStatusSchema,
  orderTotalsSchema,
  type PaymentInstructions,
  paymentProviderSchema,
  pricedLineSchema,
} from './orders.ts';
import { isGrantFile } from './plan-files.ts';

// Response schemas of the public order API. Server-side only: orders.ts and checkout.ts reach the
// storefront's browser code, which should not carry them. Each schema is annotated with the interface
// the storefront reads, so the two cannot drift apart.

/** POST /api/checkout (201). */
export const checkoutResultSchema: z.ZodType<CheckoutResult> = z.object({
  orderNumber: z.string(),
  confirmationUrl: z.string(),
  paymentUrl: z.string().optional(),
});

/** POST /api/checkout/price (200): the cart priced as an order now. */
export const checkoutPriceSchema = z.object({ lines: z.array(pricedLineSchema), totals: orderTotalsSchema });
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

const downloadLinkSchema: z.ZodType<DownloadLink> = z.object({
  designId: z.string(),
  title: z.string(),
  file: z.string().refine(isGrantFile),
  label: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  usesLeft: z.number(),
  version: z.number().int().nullable(),
  changeNote: z.string().nullable(),
});

const invoiceLinkSchema: z.ZodType<InvoiceLink> = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  url: z.string(),
});

const paymentInstructionsSchema: z.ZodType<PaymentInstructions> = z.object({
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  paragraphs: z.array(z.string()),
});

export const buyerOrderSchema: z.ZodType<BuyerOrder> = z.object({
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  paymentProvider: paymentProviderSchema,
  lines: z.array(pricedLineSchema),
  totals: orderTotalsSchema,
  downloads: z.array(downloadLinkSchema),
  invoices: z.array(invoiceLinkSchema),
  paymentInstructions: paymentInstructionsSchema.nullable(),
  paymentUrl: z.string().nullable(),
  upgrades: z.array(licenceUpgradeOfferSchema),
});

/** GET /api/orders/:number?token= */
export const buyerOrderResponseSchema = z.object({ order: buyerOrderSchema });

/** POST /api/orders/find */
export const findOrderResultSchema: z.ZodType<FindOrderResult> = z.object({ message: z.string() });

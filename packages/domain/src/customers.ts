import './zod-config.ts';
import { z } from 'zod';
import { staffInvoiceSchema } from './invoice-admin.ts';
import { centsSchema } from './orders.ts';
import { keysetListQuerySchema, keysetPageFields } from './staff-list.ts';
import { staffOrderRowSchema } from './staff-orders.ts';

export const STAFF_CUSTOMERS_PAGE_SIZE = 25;

export const CUSTOMER_SORTS = ['name', 'email', 'orders', 'spent', 'lastOrder'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /api/admin/customers; `q` searches the name and the e-mail (case-insensitive). */
export const customerListQuerySchema = keysetListQuerySchema(CUSTOMER_SORTS, 'lastOrder', {});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;

const count = z.number().int().nonnegative();
/** ISO date-time, as the services write it (`Date#toISOString`). */
const isoDateTime = z.iso.datetime();

export const customerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  orderCount: count,
  /** Paid orders minus refunds. */
  paidTotalCents: centsSchema,
  lastOrderAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** Answer of GET /api/admin/customers */
export const customerListSchema = z.object({
  customers: z.array(customerRowSchema),
  ...keysetPageFields,
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** One of a customer's orders: an order list row without the buyer. */
export const customerOrderSummarySchema = staffOrderRowSchema.omit({ buyer: true });
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

export const customerInquirySummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
});
export type CustomerInquirySummary = z.infer<typeof customerInquirySummarySchema>;

export const customerChatSummarySchema = z.object({
  id: z.string(),
  lastMessageAt: isoDateTime,
});
export type CustomerChatSummary = z.infer<typeof customerChatSummarySchema>;

/** The buyer's account, when their address has one (decision 044): facts only, never a secret. */
export const customerAccountSchema = z.object({
  openedAt: isoDateTime,
  lastSignedInAt: isoDateTime.nullable(),
  passkeys: z.number(),
  savedSearches: z.number(),
  favourites: z.number(),
  /** Data exports and deletions asked for, newest first. */
  privacyRequests: z.array(z.object({ kind: z.string(), at: isoDateTime, byStaff: z.boolean() })),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** Answer of GET /api/admin/customers/:id */
export const customerDetailSchema = z.object({
  customer: customerRowSchema.extend({
    phone: z.string().nullable(),
    address: z.string().nullable(),
    updatedAt: isoDateTime,
  }),
  /** Newest first. */
  orders: z.array(customerOrderSummarySchema),
  /** Contact inquiries sent from the same e-mail address, newest first. */
  inquiries: z.array(customerInquirySummarySchema),
  /** Chats whose visitor left the same e-mail address, most recent first. */
  chats: z.array(customerChatSummarySchema),
  /** The invoices and credit notes of their orders, newest first (decision 045). */
  invoices: z.array(staffInvoiceSchema.extend({ orderNumber: z.string() })),
  /** The buyer account of the address, or null for a guest. */
  account: customerAccountSchema.nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

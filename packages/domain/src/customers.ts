import './zod-config.ts';
import { z } from 'zod';
import type { OrderStatus, PaymentProviderName } from './orders.ts';
import { type DeliveryStatus, SORT_DIRECTIONS } from './staff-orders.ts';

export const STAFF_CUSTOMERS_PAGE_SIZE = 25;

export const CUSTOMER_SORTS = ['name', 'email', 'orders', 'spent', 'lastOrder'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /api/admin/customers */
export const customerListQuerySchema = z.object({
  /** Name or e-mail (case-insensitive, part of it is enough). */
  q: z.string().trim().max(200, 'Please search with at most 200 characters.').optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: 'Sort by name, email, orders, spent or lastOrder.' }).default('lastOrder'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc.' }).default('desc'),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page starts at 1.')
    .max(10_000, 'The page must be at most 10000.')
    .default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  country: string | null;
  orderCount: number;
  /** Paid orders minus refunds. */
  paidTotalCents: number;
  /** ISO date-time */
  lastOrderAt: string | null;
  createdAt: string;
}

export interface CustomerList {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface CustomerOrderSummary {
  number: string;
  createdAt: string;
  status: OrderStatus;
  delivery: DeliveryStatus;
  itemCount: number;
  totalCents: number;
  refundedCents: number;
  paymentProvider: PaymentProviderName;
}

export interface CustomerInquirySummary {
  id: string;
  subject: string;
  status: string;
  createdAt: string;
}

export interface CustomerChatSummary {
  id: string;
  lastMessageAt: string;
}

/** Answer of GET /api/admin/customers/:id */
export interface CustomerDetail {
  customer: CustomerRow & { phone: string | null; address: string | null; updatedAt: string };
  /** Newest first. */
  orders: CustomerOrderSummary[];
  /** Contact inquiries sent from the same e-mail address, newest first. */
  inquiries: CustomerInquirySummary[];
  /** Chats whose visitor left the same e-mail address, most recent first. */
  chats: CustomerChatSummary[];
}

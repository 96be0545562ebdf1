import {
  type BuyerOrder,
  type CheckoutPriceRequest,
  type CheckoutRequest,
  type CheckoutResult,
  type CustomerListQuery,
  discountLabel,
  formatTaxRate,
  MODIFICATION_LINE,
  type StaffOrderListQuery,
} from '@atelier/domain';
import { DomainError, isDomainError } from '@atelier/domain/domain-error';
import type { LicenceUpgradeRequest } from '@atelier/domain/licence-upgrades';
import type { CheckoutPrice } from '@atelier/domain/order-responses';
import { paperSizeOf } from '@atelier/domain/paper-size';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import type { RequestContext, ServiceContext } from '../../service-context.ts';
import { createEmailService, type EmailService } from '../email/service.ts';
import type { FileStore } from '../files/file-store.ts';
import { createInvoiceService, type InvoiceFile } from '../invoices/service.ts';
import { manualPayments, type PaymentProvider } from '../payments/provider.ts';
import { createStripeProvider, stripeClient } from '../payments/stripe.ts';
import { createPlanFileService } from '../plans/service.ts';
import { readStudioDetails } from '../settings/store.ts';
import { accountContact, accountLibrary, belongsTo } from './account-orders.ts';
import { CHECKOUT_LIMITS, priceLimitMessage } from './checkout-limits.ts';
import { customerDetail, listCustomers } from './customer-queries.ts';
import { orderEmailTemplates } from './emails.ts';
import { createFindOrder } from './find-order.ts';
import { confirmationPath, createFulfilment } from './fulfilment.ts';
import { invoiceLinks } from './invoice-links.ts';
import { buildSitesOf, renderCertificatePdf, setBuildSite } from './licence-certificate.ts';
import { placeUpgrade, upgradesOf } from './licence-upgrades.ts';
import { createOptionTasks } from './option-tasks.ts';
import { countAwaitingAction, exportOrderRows, listOrders } from './order-list.ts';
import { loadOrder, type OrderRecord, totalsOf } from './order-records.ts';
import { type PlacedOrder, placeOrder, priceCheckout } from './place-order.ts';
import { bankTransferInstructions, taxRates } from './settings.ts';
import { createOrderActions } from './staff-actions.ts';
import { staffOrderDetail } from './staff-order-detail.ts';
import { isOrderAccessToken, orderAccessToken } from './tokens.ts';

/** What a payment page takes off the order's lines and tax: the code's discount and the study-set credit, as one. */
function reductionOf(order: OrderRecord): { label: string; cents: number } | null {
  const labels = [
    ...(order.discountCents > 0 ? [discountLabel(order.promoCode)] : []),
    ...(order.creditCents > 0 ? [order.creditNote ?? 'Credit'] : []),
  ];
  const cents = order.discountCents + order.creditCents;
  return cents > 0 ? { label: labels.join(' and '), cents } : null;
}

/** The signed-in buyer's address, from the session, when there is one. */
interface SignedInBuyer {
  accountEmail?: string | null | undefined;
}

/** Who asks for a buyer's page: the order link's token, or a signed-in account's address. */
type BuyerAccess = { token: string } | { accountEmail: string };

/** Told of each order the checkout refuses, with the reason's code (the metrics count them). */
export interface CheckoutObserver {
  checkoutRefused(reason: string): void;
}

/** Checkout, orders, customers, payments and plan file delivery. */
export function createOrderService(
  db: Database,
  env: Env,
  email: EmailService = createEmailService(db, env),
  files: FileStore,
  observer: CheckoutObserver = { checkoutRefused: () => {} },
) {
  const secret = env.SESSION_SECRET;
  const stripe = stripeClient(env);
  const payments: PaymentProvider = stripe ? createStripeProvider(stripe) : manualPayments;
  const plans = createPlanFileService(db, files);
  const fulfilment = createFulfilment(db, env, email, plans, files);
  const optionTasks = createOptionTasks(db, files, email);
  const pricesPerClient = createRateLimiter(db, CHECKOUT_LIMITS.pricesPerClient);
  const invoices = createInvoiceService(db);
  email.register(
    orderEmailTemplates(db, {
      confirmationPath: (order) => confirmationPath(secret, order),
      downloadLinks: fulfilment.downloadLinks,
      invoiceLinks: async (order) =>
        invoiceLinks((await invoices.ofOrders([order.id])).get(order.id) ?? [], orderAccessToken(secret, order.id)),
    }),
  );

  const paymentOrder = (order: OrderRecord) => ({
    id: order.id,
    number: order.number,
    email: order.customer.email,
    lines: order.lines,
    taxCents: order.taxCents,
    taxLabel: `Tax (${formatTaxRate(order.taxRateBasisPoints)})`,
    discount: reductionOf(order),
    totalCents: order.totalCents,
    reference: order.paymentReference,
  });

  /** Whether the buyer may see the order: the link's token matches, or the signed-in account has its address. */
  const mayOpen = (order: OrderRecord, access: BuyerAccess) =>
    'token' in access ? isOrderAccessToken(access.token, order.accessTokenHash) : belongsTo(order, access.accountEmail);

  /**
   * After an order is placed: its page, and with a payment provider its hosted payment page. The order
   * statement queued the confirmation mail; a replay queued nothing.
   */
  async function startPayment(
    placed: PlacedOrder,
    ctx: Pick<RequestContext, 'log' | 'publicOrigin'>,
  ): Promise<CheckoutResult> {
    if (placed.created) email.deliverSoon();
    const result: CheckoutResult = { orderNumber: placed.number, confirmationUrl: confirmationPath(secret, placed) };
    // Manual payment (bank transfer) needs nothing more; a payment provider is given the order to start.
    if (payments.name === 'manual') return result;
    const order = await loadOrder(db, { id: placed.id });
    if (!order) throw new Error('placed order vanished');
    if (order.status === 'awaiting_payment') {
      try {
        const paymentUrl = await resumePayment(order, ctx.publicOrigin);
        if (paymentUrl) result.paymentUrl = paymentUrl;
      } catch (error) {
        ctx.log.error({ err: error, order: order.number }, 'payment provider failed to start a payment');
        throw new DomainError(
          'provider_failed',
          'payment_unavailable',
          `Your order ${order.number} is saved, but the payment service is not answering. Please try again in a moment.`,
        );
      }
    }
    return result;
  }

  /** Opens (or reopens) the hosted payment page of an unpaid order; returns its address. */
  async function resumePayment(order: OrderRecord, base: string): Promise<string | null> {
    const confirmation = confirmationPath(secret, order);
    const started = await payments.start(paymentOrder(order), {
      success: `${base}${confirmation}&session_id={CHECKOUT_SESSION_ID}`,
      cancel: `${base}${confirmation}`,
    });
    if (started.reference && started.reference !== order.paymentReference) {
      await db.update(orders).set({ paymentReference: started.reference }).where(eq(orders.id, order.id));
    }
    return started.paymentUrl ?? null;
  }

  return {
    stripe,
    paymentProvider: payments.name,
    /** After an order is placed elsewhere (a modification quote's payment): its page, or its hosted payment page. */
    startPayment,
    /** Adds a step to every payment's transaction (fulfilment.ts). */
    whenPaid: fulfilment.whenPaid,
    /** The buyer's page of an order, with its token. */
    buyerOrderPath: (order: { id: string; number: string }) => confirmationPath(secret, order),
    plans,
    /** Current tax rates, for the checkout page's estimate; the order itself is priced on submit. */
    taxRates: () => taxRates(db),

    /** Places (or replays) an order; new orders are limited per client and per recipient address. */
    /** The cart priced as an order now, a code's discount included: nothing is stored but the count. */
    async priceCheckout(
      request: CheckoutPriceRequest,
      ctx: Pick<RequestContext, 'clientIp'> & SignedInBuyer,
    ): Promise<CheckoutPrice> {
      const verdict = await pricesPerClient.hit(ctx.clientIp);
      if (!verdict.allowed) {
        throw new DomainError('too_many', 'rate_limited', priceLimitMessage(verdict.retryAfterSeconds), {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
      const priced = await priceCheckout(db, { ...request, accountEmail: ctx.accountEmail ?? null });
      if (!priced.ok) throw priced.refusal;
      return { lines: priced.lines, totals: priced.totals };
    },

    /**
     * The cart as the checkout and cart pages first show it, before any code is typed: priced as an
     * order now, and a signed-in buyer's study sets credited at once (decision 051). Not counted
     * against the price checks' limit (no code is tried); null when the cart cannot be ordered as it is
     * (the order's own refusal says why when it is placed).
     */
    async priceCart(
      lines: CheckoutPriceRequest['lines'],
      buyer: { country?: string | null | undefined; accountEmail?: string | null | undefined },
    ): Promise<CheckoutPrice | null> {
      const accountEmail = buyer.accountEmail?.toLowerCase() ?? null;
      const priced = await priceCheckout(db, {
        lines,
        country: buyer.country ?? '',
        email: accountEmail ?? '',
        promoCode: undefined,
        studySetOrder: undefined,
        accountEmail,
      });
      return priced.ok ? { lines: priced.lines, totals: priced.totals } : null;
    },

    /**
     * Places an order. `ctx.accountEmail` is the signed-in buyer's address, from the session: a study
     * set bought with it is credited without its order number (decision 051).
     */
    async checkout(
      request: CheckoutRequest,
      ctx: Pick<RequestContext, 'log' | 'publicOrigin' | 'clientIp'> & SignedInBuyer,
    ): Promise<CheckoutResult> {
      const buying = { ...request, accountEmail: ctx.accountEmail ?? null };
      const placed = await placeOrder(db, secret, buying, payments.name, ctx.clientIp).catch((error: unknown) => {
        if (isDomainError(error)) observer.checkoutRefused(error.code);
        throw error;
      });
      return startPayment(placed, ctx);
    },

    /**
     * Places the order that upgrades a paid order's licence (decision 052), for a buyer who may open
     * the order (its link's token, or the signed-in account with its address); paid like any order.
     */
    async upgradeLicence(
      number: string,
      access: BuyerAccess,
      body: LicenceUpgradeRequest,
      ctx: Pick<RequestContext, 'log' | 'publicOrigin'>,
    ): Promise<CheckoutResult> {
      const order = await loadOrder(db, { number });
      if (!order || !mayOpen(order, access)) throw new DomainError('not_found', 'not_found', 'Order not found.');
      const placed = await placeUpgrade(db, secret, order, body, payments.name);
      return startPayment(placed, ctx);
    },

    /**
     * The confirmation page's data; null unless the link's token matches or the signed-in buyer's
     * account has the order's address (the page then answers 404).
     * `sessionId` is the payment provider's, when the buyer comes back from its hosted page.
     */
    async buyerOrder(
      number: string,
      access: BuyerAccess,
      ctx: ServiceContext,
      sessionId?: string,
    ): Promise<BuyerOrder | null> {
      let order = await loadOrder(db, { number });
      if (!order || !mayOpen(order, access)) return null;
      // Back from the hosted payment page: ask the provider rather than wait for the webhook.
      if (order.status === 'awaiting_payment' && sessionId && sessionId === order.paymentReference) {
        try {
          const state = await payments.isPaid(sessionId);
          if (state.paid && state.amountTotal === order.totalCents) {
            order = await fulfilment.markPaid(order.id, sessionId, ctx);
          }
        } catch (error) {
          ctx.log.warn({ err: error, order: order.number }, 'could not confirm the payment with the provider');
        }
      }
      let paymentUrl: string | null = null;
      if (order.status === 'awaiting_payment' && order.paymentProvider !== 'manual' && payments.name !== 'manual') {
        // A buyer who left the hosted page can pick up where they left off.
        paymentUrl = await resumePayment(order, ctx.publicOrigin).catch((error: unknown) => {
          ctx.log.warn({ err: error, order: number }, 'could not resume the payment');
          return null;
        });
      }
      return {
        number: order.number,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        customerName: order.customer.name,
        email: order.customer.email,
        paymentProvider: order.paymentProvider,
        lines: order.lines,
        totals: totalsOf(order),
        downloads: await fulfilment.downloadLinks(order, ''),
        invoices: invoiceLinks(
          (await invoices.ofOrders([order.id])).get(order.id) ?? [],
          'token' in access ? access.token : null,
        ),
        paymentInstructions:
          order.status === 'awaiting_payment' && order.paymentProvider === 'manual'
            ? await bankTransferInstructions(db, order)
            : null,
        paymentUrl,
        upgrades: await upgradesOf(db, order),
      };
    },

    /** A verified provider event says the order is paid; the amount must match what we charged. */
    async confirmPayment(orderId: string, reference: string, amountTotal: number | null, ctx: ServiceContext) {
      const order = await loadOrder(db, { id: orderId });
      if (!order) return { handled: false, reason: 'unknown order' };
      if (amountTotal !== order.totalCents) {
        ctx.log.error({ order: order.number, amountTotal, expected: order.totalCents }, 'paid amount does not match');
        return { handled: false, reason: 'amount mismatch' };
      }
      if (order.status === 'cancelled') {
        // Money arrived for an order staff cancelled: someone has to refund it by hand.
        ctx.log.warn({ order: order.number, reference }, 'payment received for a cancelled order');
      }
      if (order.status !== 'awaiting_payment') return { handled: true, reason: `already ${order.status}` };
      await fulfilment.markPaid(order.id, reference, ctx);
      return { handled: true, reason: 'marked paid' };
    },

    openDownload: fulfilment.openDownload,

    /**
     * The PDF of an invoice or credit note (decision 045) for whoever may see its order, as `buyerOrder`
     * decides; null otherwise (the storefront answers 404, as for an unknown number).
     */
    async buyerInvoice(invoiceNumber: string, access: BuyerAccess): Promise<InvoiceFile | null> {
      const invoice = await invoices.find(invoiceNumber);
      const order = invoice ? await loadOrder(db, { id: invoice.orderId }) : null;
      if (!invoice || !order || !mayOpen(order, access)) return null;
      return invoices.file(invoice.document);
    },

    /** A paid plan line's licence certificate (PDF), for whoever may see the order; null otherwise. */
    async buyerCertificate(
      number: string,
      designId: string,
      access: BuyerAccess,
    ): Promise<{ filename: string; bytes: Uint8Array } | null> {
      const order = await loadOrder(db, { number });
      const line = order?.lines.find((candidate) => candidate.designId === designId);
      if (!order || !line || !order.paidAt || order.status !== 'paid' || !mayOpen(order, access)) return null;
      // A modification quote's payment licenses nothing of its own (decision 053).
      if (line.licence === MODIFICATION_LINE) return null;
      const [studio, sites] = await Promise.all([readStudioDetails(db), buildSitesOf(db, [order.id])]);
      const bytes = await renderCertificatePdf({
        studioName: studio.legalName || studio.name,
        designId,
        designTitle: line.title,
        licence: line.licence,
        licensee: order.customer.name,
        company: typeof order.billing.company === 'string' ? order.billing.company : null,
        orderNumber: order.number,
        paidAt: order.paidAt,
        buildSite: sites.get(`${order.id}:${designId}`) ?? null,
        options: line.options.map((option) => option.label),
        paperSize: paperSizeOf(studio),
      });
      return { filename: `licence-certificate-${order.number}-${designId}.pdf`, bytes };
    },

    /** Names the build site of a paid plan line, once (decision 044), for whoever may see the order. */
    async nameBuildSite(number: string, designId: string, site: string, access: BuyerAccess): Promise<void> {
      const order = await loadOrder(db, { number });
      if (order?.status !== 'paid' || !mayOpen(order, access)) {
        throw new DomainError('not_found', 'not_found', 'Order not found.');
      }
      await setBuildSite(db, order.id, designId, site);
    },

    /** A signed-in buyer's library: their orders, newest first, with fresh download links and invoices. */
    accountLibrary: (email: string, page: number) =>
      accountLibrary(db, email, page, fulfilment.downloadLinksOf, invoices.ofOrders),
    /** What checkout fills in for a signed-in buyer. */
    accountContact: (email: string) => accountContact(db, email),

    /** "Find my order" on the storefront and POST /api/orders/find. */
    findOrder: createFindOrder(db, email),

    // Staff side (routes check the permissions)
    listOrders: (query: StaffOrderListQuery) => listOrders(db, query),
    exportOrderRows: (query: StaffOrderListQuery) => exportOrderRows(db, query),
    staffOrder: (number: string) => staffOrderDetail(db, number, optionTasks, invoices),
    /** The drawings of plan options that paid orders bought (option-tasks.ts). */
    optionTasks,
    /** The invoices and credit notes issued for orders (modules/invoices). */
    invoices,
    /** Orders awaiting staff action: bank transfers still to be confirmed. */
    countAwaitingAction: () => countAwaitingAction(db),
    ...createOrderActions(db, email, fulfilment),
    listCustomers: (query: CustomerListQuery) => listCustomers(db, query),
    customerDetail: (customerId: string) => customerDetail(db, customerId, invoices.ofOrders),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;

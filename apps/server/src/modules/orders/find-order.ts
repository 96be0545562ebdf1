import { FIND_ORDER_ANSWER, type FindOrderRequest, findOrderLimitMessage } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import type { RequestContext } from '../../service-context.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import { ORDER_CONFIRMATION, orderEmail } from './emails.ts';

export const FIND_ORDER_LIMITS = {
  /** Guesses per client address. */
  perClient: { name: 'find-order:client', limit: 5, windowMs: 15 * 60_000 },
  /** Mails per order, so nobody can flood a buyer's inbox (silently: the answer stays the same). */
  perOrder: { name: 'find-order:order', limit: 3, windowMs: 60 * 60_000 },
} as const;

/**
 * "Find my order": when the number and address belong together, the confirmation mail (with the
 * order's link) is sent again. The answer never says whether they did.
 */
export function createFindOrder(db: Database, email: EmailService) {
  const perClient = createRateLimiter(db, FIND_ORDER_LIMITS.perClient);
  const perOrder = createRateLimiter(db, FIND_ORDER_LIMITS.perOrder);

  return async function findOrder(
    request: FindOrderRequest,
    ctx: Pick<RequestContext, 'clientIp' | 'log'>,
  ): Promise<{ message: string }> {
    const limited = await perClient.hit(ctx.clientIp);
    if (!limited.allowed) {
      const { retryAfterSeconds } = limited;
      throw new DomainError('too_many', 'rate_limited', findOrderLimitMessage(retryAfterSeconds), {
        retryAfterSeconds,
      });
    }
    const [order] = await db
      .select({ id: orders.id, email: customers.email })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.number, request.orderNumber), sql`lower(${customers.email}) = ${request.email}`));
    if (order && (await perOrder.hit(order.id)).allowed) {
      await enqueueEmail(db, orderEmail(ORDER_CONFIRMATION, order));
      email.deliverSoon();
      ctx.log.info({ orderId: order.id }, 'order link sent again on request');
    }
    return { message: FIND_ORDER_ANSWER };
  };
}

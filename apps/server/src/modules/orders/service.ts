import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** Checkout, orders, customers, payments and plan file delivery. */
export function createOrderService(_db: Database, _env: Env) {
  return {};
}

export type OrderService = ReturnType<typeof createOrderService>;

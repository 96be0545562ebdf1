import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { designLicences, designs, orderLines, orders, settings } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout, validCustomer } from '../../test/orders.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
beforeAll(async () => {
  await app.database.db.update(settings).set({ value: 725 }).where(eq(settings.key, 'tax_rate_bp'));
});

const designIds = Array.from({ length: 12 }, (_, i) => `design-${String(i + 1).padStart(3, '0')}`);

const line = fc.record(
  {
    designId: fc.oneof(fc.constantFrom(...designIds), fc.constantFrom('design-999', '', 'DESIGN-001'), fc.string()),
    licence: fc.oneof(fc.constantFrom('pdf-single', 'cad', 'unlimited'), fc.string()),
    quantity: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: -10, max: 1000 }), fc.double(), fc.string()),
    price: fc.oneof(fc.integer(), fc.double()),
  },
  { requiredKeys: ['designId', 'quantity'] },
);

/** Recomputes the total from the database, independently of the service code. */
async function expectedTotal(orderNumber: string): Promise<{ stored: number; expected: number }> {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
  const lines = await app.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order?.id ?? ''));
  const ids = lines.map((entry) => entry.designId);
  const prices = await app.database.db
    .select({ id: designs.id, price: designs.priceCents })
    .from(designs)
    .where(inArray(designs.id, ids));
  const extras = await app.database.db.select().from(designLicences).where(inArray(designLicences.designId, ids));
  // The base licence at the design's price, the others at the price staff set for them (decision 032).
  const unitPrice = (entry: { designId: string; licence: string }) =>
    (entry.licence === 'pdf-single'
      ? prices.find((price) => price.id === entry.designId)?.price
      : extras.find((extra) => extra.designId === entry.designId && extra.licence === entry.licence)?.priceCents) ??
    Number.NaN;
  const subtotal = lines.reduce((sum, entry) => sum + unitPrice(entry) * entry.quantity, 0);
  return { stored: order?.totalCents ?? -1, expected: subtotal + Math.round((subtotal * 725) / 10_000) };
}

describe('checkout properties', () => {
  it('random carts never give a 500, and every order placed totals what the database says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 6 }), async (lines) => {
        const response = await postCheckout(app, checkoutBody({ lines }));
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 201) {
          const { stored, expected } = await expectedTotal(response.json().orderNumber);
          expect(stored).toBe(expected);
        } else {
          expect([400, 409, 422]).toContain(response.statusCode);
          expect(response.json().error.message).toEqual(expect.any(String));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('valid random carts are always placed at the database price', async () => {
    const cart = fc.uniqueArray(
      fc.oneof(
        fc.record({
          designId: fc.constantFrom(...designIds),
          quantity: fc.integer({ min: 1, max: 99 }),
          price: fc.integer(),
        }),
        // Every seeded design offers the extra licences, each bought once.
        fc.record({
          designId: fc.constantFrom(...designIds),
          licence: fc.constantFrom('cad', 'unlimited'),
          quantity: fc.constant(1),
          price: fc.integer(),
        }),
      ),
      { minLength: 1, maxLength: 12, selector: (entry) => entry.designId },
    );
    await fc.assert(
      fc.asyncProperty(cart, async (lines) => {
        const response = await postCheckout(app, checkoutBody({ lines }));
        expect(response.statusCode).toBe(201);
        const { stored, expected } = await expectedTotal(response.json().orderNumber);
        expect(stored).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('malformed bodies never give a 500', async () => {
    const fieldValue = fc.oneof(fc.anything(), fc.string(), fc.constant(null));
    const body = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.constantFrom(...Object.keys(validCustomer), 'lines', 'idempotencyKey', '__proto__', 'constructor'),
        fieldValue,
      ),
      fc.record({
        ...Object.fromEntries(Object.keys(validCustomer).map((key) => [key, fieldValue])),
        lines: fc.anything(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await app.server.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'undefined',
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('non-JSON and truncated bodies get a 4xx', async () => {
    for (const [type, payload] of [
      ['application/json', '{"fullName":'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'fullName=x'],
    ] as const) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { host: PUBLIC_HOST, 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

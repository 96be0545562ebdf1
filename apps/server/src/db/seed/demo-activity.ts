import { randomUUID } from 'node:crypto';
import { LICENCES, type LicenceId, licenceOptions } from '@atelier/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  chatConversations,
  chatMessages,
  contactInquiries,
  customers,
  designLicences,
  designs,
  downloadGrants,
  notifications,
  orderEvents,
  orderLines,
  orders,
  settings,
  staffUsers,
} from '../schema/index.ts';

/** Marks the demo activity as written once, so deleting it later does not bring it back. */
const SEEDED_KEY = 'demo_activity_seeded';
const DAY = 86_400_000;

const BUYERS = [
  ['Olivia Bennett', 'olivia.bennett@example.com', 'US'],
  ['Lucas Moreau', 'lucas.moreau@example.com', 'FR'],
  ['Hannah Schmidt', 'hannah.schmidt@example.com', 'DE'],
  ['Mateo García', 'mateo.garcia@example.com', 'ES'],
  ['Aiko Tanaka', 'aiko.tanaka@example.com', 'JP'],
  ['Noah Williams', 'noah.williams@example.com', 'CA'],
  ['Freya Lindqvist', 'freya.lindqvist@example.com', 'SE'],
  ['Samuel Okafor', 'samuel.okafor@example.com', 'GB'],
] as const;

/**
 * How each demo order stands: 12 bank transfers await staff, so the sidebar's Orders badge reads 12.
 * A few buy the CAD files or unlimited builds (decision 032), where the design offers them.
 */
const ORDER_PLAN: readonly { status: string; provider: string; daysAgo: number; licence: LicenceId }[] = [
  ...Array.from({ length: 12 }, (_, index) => ({
    status: 'awaiting_payment',
    provider: 'manual',
    daysAgo: index * 0.8 + 0.1,
    licence: index === 3 ? ('cad' as const) : ('pdf-single' as const),
  })),
  ...Array.from({ length: 7 }, (_, index) => ({
    status: 'paid',
    provider: index % 2 ? 'stripe' : 'manual',
    daysAgo: 12 + index * 2,
    licence: index === 1 ? ('cad' as const) : index === 4 ? ('unlimited' as const) : ('pdf-single' as const),
  })),
  { status: 'cancelled', provider: 'manual', daysAgo: 30, licence: 'pdf-single' },
];

export interface DemoActivityOptions {
  /** The stored hash of an order's confirmation-link secret (the secret derives from the server key). */
  accessTokenHash(orderId: string): string;
}

/**
 * Demo mode only, once: orders in every state, an inquiry and a chat, and the three unread
 * notifications the admin's bell shows on a fresh database.
 */
export async function seedDemoActivity(db: Database, options: DemoActivityOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: SEEDED_KEY, value: true })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return;
    const catalogue = await tx
      .select({ id: designs.id, title: designs.title, priceCents: designs.priceCents })
      .from(designs)
      .orderBy(designs.id);
    const [sales] = await tx
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(eq(staffUsers.email, 'sales@example.com'));
    if (catalogue.length === 0) return;
    const extras = await tx.select().from(designLicences);
    /** The licence the plan names at this design's price for it, or the base licence if it is not offered. */
    const licenceFor = (design: (typeof catalogue)[number], wanted: LicenceId) => {
      const options = licenceOptions(
        design.priceCents,
        extras.filter((extra) => extra.designId === design.id),
      );
      return options.find((option) => option.id === wanted) ?? (options[0] as (typeof options)[number]);
    };

    const buyerIds = BUYERS.map(() => randomUUID());
    await tx
      .insert(customers)
      .values(BUYERS.map(([name, email, country], index) => ({ id: buyerIds[index] ?? '', name, email, country })))
      .onConflictDoNothing();
    const buyers = await tx
      .select({ id: customers.id, name: customers.name, email: customers.email, country: customers.country })
      .from(customers)
      .where(
        inArray(
          customers.email,
          BUYERS.map(([, email]) => email),
        ),
      );

    const placed: { id: string; number: string; status: string }[] = [];
    for (const [index, plan] of ORDER_PLAN.entries()) {
      const buyer = buyers[index % buyers.length];
      const design = catalogue[(index * 5) % catalogue.length];
      if (!buyer || !design) continue;
      const id = randomUUID();
      const number = `AP-DEMO-${String(1001 + index)}`;
      const createdAt = new Date(Date.now() - plan.daysAgo * DAY);
      const paidAt = plan.status === 'paid' ? new Date(createdAt.getTime() + 3_600_000) : null;
      const licence = licenceFor(design, plan.licence);
      await tx.insert(orders).values({
        id,
        number,
        accessTokenHash: options.accessTokenHash(id),
        idempotencyKey: `demo-${number}`,
        customerId: buyer.id,
        status: plan.status,
        subtotalCents: licence.priceCents,
        taxRateBasisPoints: 0,
        taxCents: 0,
        totalCents: licence.priceCents,
        paymentProvider: plan.provider,
        paymentReference: plan.provider === 'stripe' && paidAt ? `pi_demo_${1001 + index}` : null,
        billing: {
          name: buyer.name,
          email: buyer.email,
          phone: null,
          company: null,
          country: buyer.country,
          address: '1 Demo Street',
        },
        licenceAcceptedAt: createdAt,
        itemCount: 1,
        paidAt,
        cancelledAt: plan.status === 'cancelled' ? new Date(createdAt.getTime() + 2 * DAY) : null,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(orderLines).values({
        id: randomUUID(),
        orderId: id,
        designId: design.id,
        title: design.title,
        licence: licence.id,
        unitPriceCents: licence.priceCents,
        quantity: 1,
        lineTotalCents: licence.priceCents,
      });
      // The timeline's details as a real order's events carry them (insert-order.ts, fulfilment.ts).
      await tx.insert(orderEvents).values({
        orderId: id,
        kind: 'placed',
        at: createdAt,
        detail: { itemCount: 1, totalCents: licence.priceCents },
      });
      if (paidAt) {
        const byStaff = plan.provider === 'manual' && sales;
        await tx.insert(orderEvents).values({
          orderId: id,
          kind: 'paid',
          at: paidAt,
          staffUserId: byStaff ? sales.id : null,
          staffName: byStaff ? sales.name : null,
          detail: byStaff
            ? { reference: null, bankReference: `SEPA ${number}`, amountReceivedCents: licence.priceCents }
            : { reference: `pi_demo_${1001 + index}` },
        });
        await tx.insert(downloadGrants).values(
          LICENCES[licence.id].files.map((file) => ({
            id: randomUUID(),
            orderId: id,
            designId: design.id,
            file,
            maxUses: 5,
            expiresAt: new Date(paidAt.getTime() + 30 * DAY),
            createdAt: paidAt,
          })),
        );
      }
      if (plan.status === 'cancelled') {
        await tx
          .insert(orderEvents)
          .values({ orderId: id, kind: 'cancelled', at: new Date(createdAt.getTime() + 2 * DAY) });
      }
      placed.push({ id, number, status: plan.status });
    }
    await tx.execute(sql`
      update ${customers} set
        order_count = (select count(*) from ${orders} where ${orders.customerId} = ${customers.id}),
        paid_total_cents = (select coalesce(sum(${orders.totalCents}), 0) from ${orders}
          where ${orders.customerId} = ${customers.id} and ${orders.status} = 'paid'),
        last_order_at = (select max(${orders.createdAt}) from ${orders} where ${orders.customerId} = ${customers.id})`);

    const inquiryId = randomUUID();
    await tx.insert(contactInquiries).values([
      {
        id: inquiryId,
        name: 'Priya Raman',
        email: 'priya.raman@example.com',
        subject: 'renovation-restoration',
        message:
          'We are renovating a 1920s townhouse and would like to know whether you adapt plans to existing walls.',
        createdAt: new Date(Date.now() - 3_600_000),
      },
      {
        id: randomUUID(),
        name: 'Olivia Bennett',
        email: 'olivia.bennett@example.com',
        subject: 'plans',
        message: 'Can the Modern Coastal Villa plans be mirrored for our plot?',
        status: 'answered',
        createdAt: new Date(Date.now() - 5 * DAY),
      },
    ]);
    const conversationId = randomUUID();
    const chatAt = new Date(Date.now() - 2 * 3_600_000);
    await tx.insert(chatConversations).values({
      id: conversationId,
      visitorId: randomUUID(),
      lastMessageAt: new Date(chatAt.getTime() + 1000),
      lastVisitorMessageAt: chatAt,
      createdAt: chatAt,
    });
    await tx.insert(chatMessages).values([
      {
        id: randomUUID(),
        conversationId,
        sender: 'user',
        content: 'Do your plans include structural drawings?',
        createdAt: chatAt,
      },
      {
        id: randomUUID(),
        conversationId,
        sender: 'agent',
        content:
          'Thank you for your message. Our architectural team will review your inquiry and get back to you shortly.',
        createdAt: new Date(chatAt.getTime() + 1000),
      },
    ]);

    const newest = placed.find((order) => order.status === 'awaiting_payment');
    const paid = placed.find((order) => order.status === 'paid');
    await tx.insert(notifications).values(
      [
        newest && {
          kind: 'new_order',
          resource: 'orders',
          title: 'New order received',
          detail: `Order ${newest.number} awaits a bank transfer.`,
          link: `/orders/${newest.number}`,
          createdAt: new Date(Date.now() - 5 * 60_000),
        },
        {
          kind: 'new_inquiry',
          resource: 'support',
          title: 'New customer inquiry',
          detail: 'Priya Raman asked about a renovation project.',
          link: `/support/inquiries/${inquiryId}`,
          createdAt: new Date(Date.now() - 3_600_000),
        },
        paid && {
          kind: 'payment_received',
          resource: 'orders',
          title: 'Payment received',
          detail: `Order ${paid.number} is paid; its downloads are open.`,
          link: `/orders/${paid.number}`,
          createdAt: new Date(Date.now() - DAY),
        },
      ].filter((row) => row !== undefined),
    );
  });
}

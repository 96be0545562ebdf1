import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 16;
const SECONDS = 8;
/** Every tenth submission is sent twice, as a buyer double-clicking "Place order" would. */
const REPEAT_EVERY = 10;

const customer = {
  fullName: 'Bench Buyer',
  country: 'US',
  address: '1 Bench Street, Springfield',
  acceptLicence: true,
};
const lines = [
  { designId: 'design-001', quantity: 1 },
  { designId: 'design-002', quantity: 2 },
  { designId: 'design-003', licence: 'cad', quantity: 1 },
];

/**
 * Guest orders per second at 16 connections through `POST /api/checkout` (issue target: at least 400 on
 * PostgreSQL), each from its own buyer and client address (the server runs with TRUST_PROXY for the
 * bench's address, as behind a load balancer, so the checkout limits hold per client as in production).
 * Afterwards the database is checked: one order per submission key (no duplicates from the repeats) and
 * every order whole (three lines that add up to its subtotal).
 */
/** Busy CPU time of the whole machine so far, in ms (Linux /proc/stat), or null elsewhere. */
function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
    const ticks = [user, nice, system, irq, softirq].reduce<number>((sum, value) => sum + (value ?? 0), 0);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

/** `run` tells the runs of one bench apart: each has buyers and client addresses of its own. */
export async function guestOrderThroughput(port: number, databaseUrl: string, run = 0): Promise<string[]> {
  let sequence = 0;
  let previousKey = '';
  const busyBefore = machineBusyMs();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/checkout`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1;
          const repeat = sequence % REPEAT_EVERY === 0 && previousKey !== '';
          const key = repeat ? previousKey : randomUUID();
          previousKey = key;
          // A repeat comes from the same buyer and address; only its key matters to the server.
          const buyer = repeat ? sequence - 1 : sequence;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${run * 64 + ((buyer >> 16) & 63)}.${(buyer >> 8) & 255}.${buyer & 255}`,
            },
            body: JSON.stringify({
              ...customer,
              email: `bench-${run}-${buyer}@example.com`,
              lines,
              idempotencyKey: key,
            }),
          };
        },
      },
    ],
  });

  // Mail queued near the end is still being delivered: wait for the outbox before taking the CPU time.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const busyAfter = machineBusyMs();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ orders: string; keys: string; partial: string }>(
      `
      select count(*) as orders,
             count(distinct idempotency_key) as keys,
             count(*) filter (where line_count <> 3 or line_sum <> subtotal_cents) as partial
      from (
        select o.idempotency_key, o.subtotal_cents,
               (select count(*) from order_lines l where l.order_id = o.id) as line_count,
               (select coalesce(sum(l.line_total_cents), 0) from order_lines l where l.order_id = o.id) as line_sum
        from orders o
        join customers c on c.id = o.customer_id
        where c.email like $1
      ) placed`,
      [`bench-${run}-%@example.com`],
    );
    const counts = rows[0] ?? { orders: '0', keys: '0', partial: '0' };
    const duplicates = Number(counts.orders) - Number(counts.keys);
    const rate = Number(counts.orders) / SECONDS;
    return [
      `guest orders, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(rate)} orders/s (${Math.round(result.requests.average)} requests/s, every ${REPEAT_EVERY}th a repeat), p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms`,
      `  ${counts.orders} orders, ${duplicates} duplicates, ${counts.partial} partial, ${result.non2xx} refused, ${result.errors} errors${rate < 400 ? ' ✗' : ''}`,
      ...(busyBefore !== null && busyAfter !== null && Number(counts.orders) > 0
        ? [
            `  machine CPU per order (server, database, load generator and mail, all cores): ${((busyAfter - busyBefore) / Number(counts.orders)).toFixed(2)} ms`,
          ]
        : []),
    ];
  } finally {
    await client.end();
  }
}

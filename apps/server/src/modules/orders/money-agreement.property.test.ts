// @postgres: concurrent requests.
import { randomUUID } from 'node:crypto';
import {
  BUILD_LICENCE_IDS,
  type BuyerOrder,
  formatMoney,
  type LicenceId,
  type OrderTotals,
  type PricedLine,
  type StaffOrderDetail,
  totalRows,
} from '@atelier/domain';
import { LICENCE_UPGRADES } from '@atelier/domain/licence-upgrades';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BasketLine,
  COUNTRIES,
  type CodeTerms,
  expectedDiscount,
  expectedLines,
  expectedTax,
  licencePriceNow,
  type SaleNow,
  type ShopDesign,
  sellable,
  setUpShop,
  taxRateOf,
} from '../../test/money-basket.ts';
import { type Run, runArb } from '../../test/money-draws.ts';
import {
  analyticsAroundToday,
  buyerOrder,
  checkoutPreview,
  csvDollars,
  invoiceTexts,
  orderExportRow,
  orderMailTexts,
  promotionOrderRows,
  promotionReport,
  staffOrder,
  storedLines,
} from '../../test/money-screens.ts';
import { checkoutBody, postCheckout, postUpgrade, staffInject } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

// Money that adds up on every screen (decision 064): random baskets placed through the real API, and
// every place that shows their amounts held equal to the cent, to each other and to the shop's prices.

const app = useTestApp();
let sales: StaffSession;
let admin: StaffSession;
let shop: Map<string, ShopDesign>;

beforeAll(async () => {
  [sales, admin] = await Promise.all([createStaffSession(app, 'sales'), createStaffSession(app, 'super_admin')]);
  shop = await setUpShop(app);
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

interface Placed {
  number: string;
  confirmationUrl: string;
  email: string;
  country: string;
  /** The preview the checkout answered for the same body (null for an upgrade: its offer is its preview). */
  preview: { lines: PricedLine[]; totals: OrderTotals } | null;
  /** What the order must cost, from first principles. */
  expected: {
    lines: { designId: string; licence: LicenceId; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
    discountCents: number;
    covered: boolean[];
    promoCode: string | null;
    /** The study set's line total, credited on its design's line, and the note naming its order. */
    credit: { designId: string; cents: number; note: string } | null;
  };
  promotionId: string | null;
  refunds: number[];
}

/** A line bought at checkout and the orders that upgraded it (decision 052). */
interface Family {
  root: Placed;
  designId: string;
  upgrades: Placed[];
}

interface RunState {
  placed: Placed[];
  saleNow: SaleNow;
  code: (CodeTerms & { id: string }) | null;
}

/** Sales still running or scheduled from earlier runs, ended before a run draws its own. */
const openSales: string[] = [];

async function startSales(drawn: Run['sales']): Promise<SaleNow> {
  for (const id of openSales.splice(0)) {
    expect((await staffInject(app, sales, 'POST', `/api/admin/price-sales/${id}/end`)).statusCode).toBe(200);
  }
  const running: Run['sales'] = [];
  for (const sale of drawn) {
    const window =
      sale.state === 'scheduled'
        ? { startsAt: at(HOUR), endsAt: at(2 * HOUR) }
        : sale.state === 'ended'
          ? { startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }
          : { startsAt: at(-HOUR), endsAt: at(HOUR) };
    const created = await staffInject(app, sales, 'POST', '/api/admin/price-sales', {
      name: `Money sale ${sale.percentOff}%`,
      target: sale.target.target,
      targetId: sale.target.id,
      percentOff: sale.percentOff,
      ...window,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().sale;
    if (sale.state === 'ended-by-staff') {
      expect((await staffInject(app, sales, 'POST', `/api/admin/price-sales/${id}/end`)).statusCode).toBe(200);
    } else openSales.push(id);
    if (sale.state === 'running') running.push(sale);
  }
  return (design) => {
    const percents = running
      .filter(({ target }) => (target.target === 'design' ? target.id === design.id : target.id === design.categoryId))
      .map((sale) => sale.percentOff);
    return percents.length > 0 ? Math.max(...percents) : null;
  };
}

async function createCode(terms: Omit<CodeTerms, 'code'>): Promise<CodeTerms & { id: string }> {
  const code = `MONEY-${randomUUID().slice(0, 8).toUpperCase()}`;
  const response = await staffInject(app, sales, 'POST', '/api/admin/promotions', { code, ...terms });
  expect(response.statusCode, response.body).toBe(201);
  return { ...terms, code, id: response.json().promotion.id };
}

const markPaid = async (number: string) =>
  expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${number}/mark-paid`)).statusCode).toBe(200);

async function refund(placed: Placed, amountCents: number) {
  const response = await staffInject(app, sales, 'POST', `/api/admin/orders/${placed.number}/refunds`, {
    amountCents,
    note: 'Money agreement refund',
    actionId: randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(200);
  placed.refunds.push(amountCents);
}

/**
 * Places a basket: the preview first, then the order with the same body. A code the preview refuses is
 * refused by the order with the same message, and the basket is placed without it.
 */
async function placeBasket(
  run: RunState,
  lines: BasketLine[],
  details: {
    email: string;
    country: string;
    withCode: boolean;
    studySet?: { designId: string; number: string; cents: number };
  },
): Promise<Placed> {
  const priced = expectedLines(shop, run.saleNow, lines);
  const code = details.withCode ? run.code : null;
  const discount = code ? expectedDiscount(shop, code, priced) : null;
  const body = checkoutBody({
    email: details.email,
    country: details.country,
    lines,
    promoCode: code?.code,
    studySetOrder: details.studySet?.number,
  });
  const preview = await checkoutPreview(app, body);
  if (discount && 'refusal' in discount) {
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json().error.fields.promoCode).toBe(discount.refusal);
    const refused = await postCheckout(app, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.promoCode).toBe(discount.refusal);
    return placeBasket(run, lines, { ...details, withCode: false });
  }
  expect(preview.statusCode, preview.body).toBe(200);
  const response = await postCheckout(app, body);
  expect(response.statusCode, response.body).toBe(201);
  const { orderNumber, confirmationUrl } = response.json<{ orderNumber: string; confirmationUrl: string }>();
  const placed: Placed = {
    number: orderNumber,
    confirmationUrl,
    email: details.email,
    country: details.country,
    preview: preview.json(),
    expected: {
      lines: priced,
      discountCents: discount && 'cents' in discount ? discount.cents : 0,
      covered: discount && 'covered' in discount ? discount.covered : priced.map(() => false),
      promoCode: code?.code ?? null,
      credit: details.studySet
        ? {
            designId: details.studySet.designId,
            cents: details.studySet.cents,
            note: `Study set credit (order ${details.studySet.number})`,
          }
        : null,
    },
    promotionId: code?.id ?? null,
    refunds: [],
  };
  run.placed.push(placed);
  return placed;
}

/** A paid study set of `designId` for `email`: its order number and what it cost (the credit it gives). */
async function paidStudySet(run: RunState, designId: string, email: string, withCode: boolean) {
  const line: BasketLine = { designId, licence: 'study', quantity: 1, options: [] };
  const placed = await placeBasket(run, [line], { email, country: 'US', withCode });
  await markPaid(placed.number);
  const [study] = (await buyerOrder(app, placed.confirmationUrl)).lines;
  return { designId, number: placed.number, cents: study?.lineTotalCents ?? Number.NaN };
}

// Upgrades: never cheaper than the licence less what was really paid for it.

const width = (licence: string) => (BUILD_LICENCE_IDS as readonly string[]).indexOf(licence);

/** A line of an order as stored, with its order (status, total, refunds). */
async function storedLine(placed: Placed, designId: string) {
  const found = (await storedLines(app, placed.number)).find((row) => row.line.designId === designId);
  if (!found) throw new Error(`no line of ${designId} on ${placed.number}`);
  return found;
}

/**
 * What the buyer has really paid for the family's licence so far, from first principles: each paid
 * part's licence price for its builds, less its part of the line's discount (in proportion to the line's
 * total: options keep theirs) and its study-set credit, and less the share its order refunded. How a
 * line's discount splits between its licence and its options is not kept to the cent, so the order may
 * round that part either way: half a cent of slack per part.
 */
async function paidSoFar(family: Family) {
  let paidCents = 0;
  let slack = 0;
  let widest = '';
  let awaiting = false;
  for (const part of [family.root, ...family.upgrades]) {
    const { line, order } = await storedLine(part, family.designId);
    if (order.status === 'awaiting_payment') awaiting = true;
    if (part === family.root || (order.status === 'paid' && width(line.licence) > width(widest))) widest = line.licence;
    if (order.status !== 'paid' || order.totalCents === 0) continue;
    const licenceCents = line.unitPriceCents * line.quantity;
    const discountPart = line.lineTotalCents > 0 ? (line.discountCents * licenceCents) / line.lineTotalCents : 0;
    const kept = (order.totalCents - order.refundedCents) / order.totalCents;
    paidCents += Math.max(0, licenceCents - discountPart - line.creditCents) * kept;
    slack += 0.5;
  }
  return { paidCents, slack, widest, awaiting };
}

/** The offers of the family's design on an order's page hold the rule, and are the same on each of its orders. */
async function checkUpgradeOffers(run: RunState, family: Family) {
  const { paidCents, slack, widest, awaiting } = await paidSoFar(family);
  const views = await Promise.all(
    [family.root, ...family.upgrades].map((part) => buyerOrder(app, part.confirmationUrl)),
  );
  // Only a paid order offers upgrades.
  for (const view of views) if (view.status !== 'paid') expect(view.upgrades).toEqual([]);
  const offered = views
    .filter((view) => view.status === 'paid')
    .map((view) => view.upgrades.filter((offer) => offer.designId === family.designId));
  for (const offers of offered) {
    expect(offers).toEqual(offered[0]);
    const wider = awaiting || !(widest in LICENCE_UPGRADES) ? [] : LICENCE_UPGRADES[widest as LicenceId];
    expect(offers.map((offer) => offer.to)).toEqual(wider.filter((to) => shop.get(family.designId)?.listPrices[to]));
    for (const offer of offers) {
      const target = licencePriceNow(shop, run.saleNow, family.designId, offer.to);
      expect(offer.priceCents).toBeLessThanOrEqual(target);
      // Never cheaper than the wider licence less what was really paid for the licence.
      const floor = Math.max(0, target - paidCents - slack);
      expect(offer.priceCents, `${offer.to} after ${paidCents} paid on ${family.root.number}`).toBeGreaterThanOrEqual(
        floor,
      );
    }
  }
  return offered[0] ?? [];
}

/** Places an upgrade the order offers; the upgrade order costs the offer plus tax at the order's rate. */
async function upgradeOnce(run: RunState, family: Family, drawn: Run['baskets'][number]['upgrades'][number]) {
  const offers = await checkUpgradeOffers(run, family);
  const offer = offers[drawn.pick % Math.max(1, offers.length)];
  if (!offer) return;
  const source = family.upgrades.at(-1) ?? family.root;
  const response = await postUpgrade(app, source.confirmationUrl, { designId: offer.designId, licence: offer.to });
  expect(response.statusCode, response.body).toBe(201);
  const placed: Placed = {
    number: response.json().orderNumber,
    confirmationUrl: response.json().confirmationUrl,
    email: family.root.email,
    country: family.root.country,
    preview: null,
    expected: {
      lines: [
        {
          designId: offer.designId,
          licence: offer.to,
          quantity: 1,
          unitPriceCents: offer.priceCents,
          lineTotalCents: offer.priceCents,
        },
      ],
      discountCents: 0,
      covered: [false],
      promoCode: null,
      credit: null,
    },
    promotionId: null,
    refunds: [],
  };
  run.placed.push(placed);
  family.upgrades.push(placed);
  // Offered nothing while it awaits payment.
  await checkUpgradeOffers(run, family);
  if (!drawn.paid) return;
  await markPaid(placed.number);
  const total = (await staffOrder(app, sales, placed.number)).totals.totalCents;
  const partial = Math.floor((total * drawn.refundPercent) / 100);
  if (partial > 0) await refund(placed, partial);
  await checkUpgradeOffers(run, family);
}

const byDesign = (lines: readonly PricedLine[]) =>
  [...lines]
    .map(({ designId, title, licence, unitPriceCents, quantity, options, lineTotalCents }) => ({
      designId,
      title,
      licence,
      unitPriceCents,
      quantity,
      options,
      lineTotalCents,
    }))
    .sort((a, b) => a.designId.localeCompare(b.designId));

/** The order as placed matches its preview and the shop's prices, and its lines carry the reductions. */
async function checkPricing(placed: Placed, view: BuyerOrder) {
  const { expected } = placed;
  if (placed.preview) {
    expect(view.totals).toEqual(placed.preview.totals);
    expect(byDesign(view.lines)).toEqual(byDesign(placed.preview.lines));
  }
  for (const line of expected.lines) {
    expect(view.lines.find((entry) => entry.designId === line.designId)).toMatchObject({
      licence: line.licence,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    });
  }
  const stored = await storedLines(app, placed.number);
  const shares = new Map(stored.map(({ line }) => [line.designId, line]));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const subtotal = sum(expected.lines.map((line) => line.lineTotalCents));
  // The code's discount is shared over the lines it covers, each within a cent of its part.
  expect(sum([...shares.values()].map((line) => line.discountCents))).toBe(expected.discountCents);
  const coveredCents = sum(expected.lines.map((line, index) => (expected.covered[index] ? line.lineTotalCents : 0)));
  expected.lines.forEach((line, index) => {
    const share = shares.get(line.designId);
    const exact = expected.covered[index] ? (expected.discountCents * line.lineTotalCents) / coveredCents : 0;
    expect(Math.abs((share?.discountCents ?? Number.NaN) - exact)).toBeLessThan(1);
    expect((share?.discountCents ?? 0) + (share?.creditCents ?? 0)).toBeLessThanOrEqual(line.lineTotalCents);
  });
  // A study set's credit sits on its design's line alone, at most what the discount left of it.
  let creditCents = 0;
  for (const [designId, share] of shares) {
    const owed = expected.credit?.designId === designId ? expected.credit.cents : 0;
    expect(share.creditCents).toBe(Math.min(owed, share.lineTotalCents - share.discountCents));
    creditCents += share.creditCents;
  }
  const taxRate = taxRateOf(placed.country);
  const taxCents = expectedTax(subtotal - expected.discountCents - creditCents, taxRate);
  expect(view.totals).toEqual({
    subtotalCents: subtotal,
    discountCents: expected.discountCents,
    promoCode: expected.promoCode,
    creditCents,
    creditNote: creditCents > 0 ? (expected.credit?.note ?? null) : null,
    taxRateBasisPoints: taxRate,
    taxCents,
    totalCents: subtotal - expected.discountCents - creditCents + taxCents,
  });
}

/** A mail's block for one line (its rows under the title), whose last row is the line's total. */
function mailLineAmount(text: string, title: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.indexOf(`  ${title}`);
  const rows: string[] = [];
  for (let index = start + 1; start >= 0 && lines[index]?.startsWith('    '); index++) rows.push(lines[index] ?? '');
  return rows.at(-1)?.split(': ').at(-1)?.split(' ')[0];
}

async function checkScreens(placed: Placed) {
  const view = await buyerOrder(app, placed.confirmationUrl);
  const staff = await staffOrder(app, sales, placed.number);
  await checkPricing(placed, view);
  const totals = view.totals;
  const refunded = placed.refunds.reduce((sum, cents) => sum + cents, 0);

  // The staff order page.
  expect(staff.totals).toEqual(totals);
  expect(byDesign(staff.lines)).toEqual(byDesign(view.lines));
  expect(staff.refundedCents).toBe(refunded);
  expect(staff.status).toBe(view.status);

  // The mails: every totals row as the pages list it, and each line's total after its rows.
  const mails = await orderMailTexts(app, { id: staff.id, email: placed.email });
  const kinds = view.paidAt ? ['order_confirmation', 'payment_received'] : ['order_confirmation'];
  expect([...mails.keys()].sort()).toEqual(kinds);
  for (const text of mails.values()) {
    for (const row of totalRows(totals)) expect(text).toContain(`\n  ${row.label}: ${formatMoney(row.cents)}\n`);
    for (const line of view.lines) expect(mailLineAmount(text, line.title)).toBe(formatMoney(line.lineTotalCents));
  }

  // The invoice (once paid) prints the same rows; each credit note its refund, net and tax.
  const documents = await invoiceTexts(app, sales, staff);
  expect(view.invoices.map((invoice) => invoice.number)).toEqual(documents.map((invoice) => invoice.number));
  const [invoice, ...creditNotes] = documents;
  if (!view.paidAt) expect(documents).toEqual([]);
  if (invoice) {
    expect(invoice).toMatchObject({ kind: 'invoice', totalCents: totals.totalCents });
    for (const row of totalRows(totals)) expect(invoice.text).toContain(`\n${row.label}\n${formatMoney(row.cents)}\n`);
    for (const line of view.lines) expect(invoice.text).toContain(`\n${formatMoney(line.lineTotalCents)}\n`);
  }
  expect(creditNotes.map((note) => [note.kind, note.totalCents])).toEqual(
    placed.refunds.map((cents) => ['credit_note', cents]),
  );
  const taxLabel = totalRows(totals).find((row) => row.label.startsWith('Tax'))?.label;
  let refundedBefore = 0;
  let taxCredited = 0;
  for (const [index, note] of creditNotes.entries()) {
    const amount = placed.refunds[index] ?? 0;
    const taxShare = (refundedCents: number) =>
      Math.floor((refundedCents * totals.taxCents * 2 + totals.totalCents) / (2 * totals.totalCents));
    const tax = taxShare(refundedBefore + amount) - taxShare(refundedBefore);
    expect(note.text).toContain(`\nSubtotal\n${formatMoney(-(amount - tax))}\n`);
    expect(note.text).toContain(`\n${taxLabel}\n${formatMoney(-tax)}\n`);
    expect(note.text).toContain(`\nTotal credited\n${formatMoney(-amount)}\n`);
    refundedBefore += amount;
    taxCredited += tax;
  }
  if (view.status === 'refunded') expect(taxCredited).toBe(totals.taxCents);

  // The staff export's row.
  const row = await orderExportRow(app, sales, placed.number);
  expect(row).toMatchObject({
    'Total (USD)': csvDollars(totals.totalCents),
    'Refunded (USD)': csvDollars(refunded),
    Items: String(view.lines.reduce((sum, line) => sum + line.quantity, 0)),
  });
  return { placed, view, staff };
}

/** Sales (paid orders, less their refunds) by billing country, as the analytics count them. */
function salesByCountry(report: Awaited<ReturnType<typeof analyticsAroundToday>>) {
  return new Map(report.countries.map((country) => [country.country, country]));
}

async function playRun(drawn: Run) {
  const before = await analyticsAroundToday(app, admin);
  const run: RunState = {
    placed: [],
    saleNow: await startSales(drawn.sales),
    code: drawn.code ? await createCode(drawn.code) : null,
  };
  for (const [index, basket] of drawn.baskets.entries()) {
    const email = `money-${randomUUID().slice(0, 8)}@example.com`;
    let lines = basket.lines.map((line) => sellable(shop, line));
    let studySet: Awaited<ReturnType<typeof paidStudySet>> | undefined;
    if (index === 0 && drawn.study) {
      studySet = await paidStudySet(run, drawn.study.designId, email, drawn.study.withCode);
      const build = sellable(shop, {
        designId: drawn.study.designId,
        licence: drawn.study.licence,
        builds: 1,
        optionPicks: [],
      });
      lines = [build, ...lines.filter((line) => line.designId !== build.designId)];
    }
    const placed = await placeBasket(run, lines, {
      email,
      country: basket.country,
      withCode: basket.withCode,
      studySet,
    });
    const families = lines.map((line) => ({ root: placed, designId: line.designId, upgrades: [] as Placed[] }));
    if (!basket.paid) {
      for (const family of families) await checkUpgradeOffers(run, family);
      continue;
    }
    await markPaid(placed.number);
    const total = (await staffOrder(app, sales, placed.number)).totals.totalCents;
    const partial = basket.partialRefund === null ? 0 : Math.floor((total * basket.partialRefund) / 100);
    if (partial > 0) await refund(placed, partial);
    for (const upgrade of basket.upgrades) {
      const family = families[upgrade.pick % families.length];
      if (family) await upgradeOnce(run, family, upgrade);
    }
    for (const family of families) await checkUpgradeOffers(run, family);
    if (basket.refundRest && total - partial > 0) await refund(placed, total - partial);
  }

  const checked: Awaited<ReturnType<typeof checkScreens>>[] = [];
  for (const placed of run.placed) checked.push(await checkScreens(placed));

  // The analytics count each order still paid, at what it kept, on its billing country.
  const after = await analyticsAroundToday(app, admin);
  const sold = checked.filter(({ view }) => view.status === 'paid');
  const kept = ({ staff }: { staff: StaffOrderDetail }) => staff.totals.totalCents - staff.refundedCents;
  expect(after.totals.revenueCents - before.totals.revenueCents).toBe(
    sold.reduce((sum, order) => sum + kept(order), 0),
  );
  expect(after.totals.orders - before.totals.orders).toBe(sold.length);
  const [countriesBefore, countriesAfter] = [salesByCountry(before), salesByCountry(after)];
  for (const country of COUNTRIES) {
    const mine = sold.filter(({ staff }) => staff.buyer.country === country);
    expect((countriesAfter.get(country)?.revenueCents ?? 0) - (countriesBefore.get(country)?.revenueCents ?? 0)).toBe(
      mine.reduce((sum, order) => sum + kept(order), 0),
    );
    expect((countriesAfter.get(country)?.orders ?? 0) - (countriesBefore.get(country)?.orders ?? 0)).toBe(mine.length);
  }

  // The code's report and its orders' CSV.
  if (run.code) {
    const withCode = checked.filter(({ placed }) => placed.promotionId === run.code?.id);
    const settled = withCode.filter(({ view }) => view.status === 'paid' || view.status === 'refunded');
    expect(await promotionReport(app, sales, run.code.id)).toMatchObject({
      uses: withCode.length,
      paidOrders: settled.length,
      revenueCents: settled.reduce((sum, order) => sum + kept(order), 0),
      discountCents: settled.reduce((sum, { view }) => sum + view.totals.discountCents, 0),
    });
    const rows = await promotionOrderRows(app, sales, run.code.id);
    expect(rows.map((row) => row['Order number']).sort()).toEqual(withCode.map(({ placed }) => placed.number).sort());
    for (const { placed, staff } of withCode) {
      expect(rows.find((row) => row['Order number'] === placed.number)).toMatchObject({
        'Subtotal (USD)': csvDollars(staff.totals.subtotalCents),
        'Discount (USD)': csvDollars(staff.totals.discountCents),
        'Tax (USD)': csvDollars(staff.totals.taxCents),
        'Total (USD)': csvDollars(staff.totals.totalCents),
        'Refunded (USD)': csvDollars(staff.refundedCents),
      });
    }
  }
}

describe('money adds up on every screen', () => {
  it('for random baskets with sales, codes, study sets, options, upgrades and refunds', async () => {
    await fc.assert(fc.asyncProperty(runArb, playRun), { numRuns: 15 });
  }, 180_000);
});

import { randomUUID } from 'node:crypto';
import {
  type CheckoutRequest,
  type LicenceOption,
  licenceLabel,
  licenceOptions,
  lineTotalOf,
  type OrderLinePrice,
  type OrderTotals,
  type PricedLine,
  priceOrder,
} from '@atelier/domain';
import { DomainError, isDomainError } from '@atelier/domain/domain-error';
import { choosePlanOptions, designPlanOptions, type PlanOptionSettings } from '@atelier/domain/plan-options';
import { covers, PROMO_CODE_REFUSALS } from '@atelier/domain/promotions';
import { type TaxRates, taxRateFor } from '@atelier/domain/tax-rates';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonValue, preparedStatement } from '../../db/drizzle-adapter.ts';
import { customers, orderLines, orders } from '../../db/schema/index.ts';
import {
  applyPromotion,
  type CheckoutPromotion,
  checkoutPromotionSql,
  promoCodeRefused,
  refusalOf,
} from '../promotions/checkout-terms.ts';
import { salePercentSql } from '../promotions/sale-prices.ts';
import { promotionBuyerKey } from '../promotions/uses.ts';
import { PLAN_OPTIONS_SETTING } from '../settings/plan-options.ts';
import { TAX_RATE_KEYS, taxRatesOf } from '../settings/store.ts';
import { checkoutLimits, type OrderLimits, orderLimitReached } from './checkout-limits.ts';
import { ORDER_CONFIRMATION, orderEmail } from './emails.ts';
import { insertOrder, type OrderRequest } from './insert-order.ts';
import { type CreditableStudySet, creditableStudySetsSql, studySetCredit } from './study-set-credits.ts';
import { newOrderNumber, orderAccessToken, sha256 } from './tokens.ts';

export interface PlacedOrder {
  id: string;
  number: string;
  accessToken: string;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
}

interface DesignForSale {
  id: string;
  title: string;
  categoryId: string | null;
  priceCents: number;
  /** The extra licences staff priced for it (design_licences). */
  extras: { licence: string; priceCents: number }[];
  /** The running sale's reduction of every licence (decision 050), or null. */
  salePercentOff: number | null;
  /** Its own foundation (included) and the plan options it offers (null: all the studio offers). */
  foundation: string | null;
  offered: string[] | null;
}

/** Order numbers are random; a clash with an existing one (very rare) draws another this many times. */
const NUMBER_ATTEMPTS = 5;

/**
 * What a checkout request is priced from: its lines, its buyer's country and e-mail, its code, the
 * study set it names and, from the session (never the body), the signed-in account's address.
 */
export type PricingRequest = Pick<CheckoutRequest, 'lines' | 'country' | 'email' | 'promoCode' | 'studySetOrder'> & {
  accountEmail?: string | null | undefined;
};

/** The order a request would place now, priced from the database, or why it cannot be placed. */
export type PricedCheckout =
  | {
      ok: true;
      lines: OrderLinePrice[];
      totals: OrderTotals;
      promotionId: string | null;
      /** The study-set lines the order's credit uses up. */
      creditedLines: { lineId: string; cents: number }[];
    }
  | { ok: false; refusal: DomainError };

/**
 * Prices a request as an order would be priced now: every price (the licence's price for the design,
 * a running sale taken off, each option's price under the studio's terms), the code's discount, tax
 * and total come from the database, in one read. Checkout places what this prices; the checkout page
 * asks it to show a code's discount before the order is placed.
 */
export async function priceCheckout(db: Database, request: PricingRequest): Promise<PricedCheckout> {
  const { designs, taxRates, planOptions, promotion, studySets } = await readForSale(db, request);
  const byId = new Map(designs.map((design) => [design.id, design]));

  // Only published designs are for sale; a draft or archived one in a stale cart is refused like an
  // unknown id, and so is a licence or an option the design does not offer (any more, or never did).
  const unknown: Record<string, string> = {};
  const notOffered: Record<string, string> = {};
  const optionsNotOffered: Record<string, string> = {};
  const unpriced = request.lines.map((line, index) => {
    const design = byId.get(line.designId);
    if (!design) {
      unknown[`lines.${index}.designId`] = `Design ${line.designId} is not available.`;
      return { ...line, title: '', unitPriceCents: 0, options: [] };
    }
    const licence = licenceOptions(design.priceCents, design.extras, design.salePercentOff).find(
      (option) => option.id === line.licence,
    );
    if (!licence) {
      notOffered[`lines.${index}.licence`] =
        `The ${licenceLabel(line.licence)} licence is not offered for ${design.title}.`;
    }
    const choice = choosePlanOptions(designPlanOptions(planOptions, design.foundation, design.offered), line.options);
    if (!choice.ok) optionsNotOffered[`lines.${index}.options`] = `${design.title}: ${choice.message}`;
    const options = choice.ok
      ? choice.options.map(({ id, label, priceCents, leadDays }) => ({ id, label, priceCents, leadDays }))
      : [];
    return { ...line, title: design.title, unitPriceCents: licence?.priceCents ?? 0, options };
  });
  if (Object.keys(unknown).length > 0) {
    return refuse('unprocessable', 'unknown_design', 'Some designs in your cart are no longer available.', unknown);
  }
  if (Object.keys(notOffered).length > 0) {
    return refuse('invalid', 'licence_not_offered', 'Some licences in your cart are not offered.', notOffered);
  }
  if (Object.keys(optionsNotOffered).length > 0) {
    return refuse(
      'invalid',
      'option_not_offered',
      'Some plan options in your cart are not offered.',
      optionsNotOffered,
    );
  }
  let discount: { code: string; cents: number; lines: boolean[] } | null = null;
  if (request.promoCode) {
    const discountable = unpriced.map((line) => ({
      ...line,
      categoryId: byId.get(line.designId)?.categoryId ?? null,
      lineTotalCents: lineTotalOf(line),
    }));
    try {
      const applied = applyPromotion(promotion, discountable, new Date());
      // The discount is taken from the lines the code covers, and shared over them (decision 064).
      discount = { ...applied, lines: discountable.map((line) => promotion !== null && covers(promotion, line)) };
    } catch (error) {
      if (isDomainError(error)) return { ok: false, refusal: error };
      throw error;
    }
  }
  const study = studySetCredit(request.lines, studySets, request);
  if (!study.ok) return refuse('invalid', 'study_set_not_found', study.message, { studySetOrder: study.message });
  // The buyer's country's rate, else the default: the rule the checkout page's estimate uses too.
  const { lines, totals } = priceOrder(unpriced, taxRateFor(taxRates, request.country), {
    discount,
    credit: study.credit,
  });
  return {
    ok: true,
    lines,
    totals,
    promotionId: discount && promotion ? promotion.id : null,
    creditedLines: study.credit?.lines ?? [],
  };
}

const refuse = (kind: 'invalid' | 'unprocessable', code: string, message: string, fields: Record<string, string>) =>
  ({ ok: false, refusal: new DomainError(kind, code, message, { fields }) }) as const;

/**
 * Places the order `priceCheckout` prices. The idempotency key makes a repeated or concurrent
 * submission return the first order instead of creating another, even when the cart would be refused
 * now (a design withdrawn, a code used up since); a new order counts against the checkout limits of
 * `clientIp` and of its recipient, a replay does not. The confirmation mail is queued with the order;
 * the caller kicks delivery after the commit.
 *
 * A new order costs two round trips: one read (`readForSale`) and one write (`insertOrder`), a
 * statement that refuses itself rather than a transaction (decision 035).
 */
export async function placeOrder(
  db: Database,
  secret: string,
  request: CheckoutRequest & Pick<PricingRequest, 'accountEmail'>,
  provider: string,
  clientIp: string,
): Promise<PlacedOrder> {
  const priced = await priceCheckout(db, request);
  if (!priced.ok) {
    const replay = await findByKey(db, secret, request);
    if (replay) return replay;
    throw priced.refusal;
  }
  return placePriced(db, secret, request, priced, provider, checkoutLimits(clientIp, request.email));
}

/**
 * Writes an order priced already: by `priceCheckout`, or a licence upgrade priced at the difference
 * (decision 052, `upgradeOf` naming the line it widens). Replays, order numbers, `limits` (a guest
 * order's are `checkoutLimits`; a payment on work already agreed counts against that work's own) and
 * races for a code's last use or a study set's credit are handled here.
 */
export async function placePriced(
  db: Database,
  secret: string,
  request: OrderRequest,
  priced: Extract<PricedCheckout, { ok: true }> & { upgradeOf?: string | null },
  provider: string,
  limits: OrderLimits,
): Promise<PlacedOrder> {
  const { lines, totals, promotionId, creditedLines, upgradeOf } = priced;

  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const id = randomUUID();
    const accessToken = orderAccessToken(secret, id);
    const at = new Date();
    const inserted = await insertOrder(db, {
      id,
      number: newOrderNumber(),
      accessTokenHash: sha256(accessToken),
      provider,
      request,
      lines,
      totals,
      confirmation: orderEmail(ORDER_CONFIRMATION, { id, email: request.email }),
      hits: limits.hits,
      promotionId,
      creditedLines,
      upgradeOf: upgradeOf ?? null,
      at,
    });
    if (inserted.placed) return { id, number: inserted.number, accessToken, created: true };
    if (inserted.reason === 'over_limit') throw orderLimitReached(limits, inserted.resetMs, at);
    if (inserted.reason === 'credit_taken') {
      const twin = await findByKey(db, secret, request);
      if (twin) return twin;
      throw new DomainError(
        'conflict',
        'study_set_credited',
        'This study set was just credited to another order. Please reload the checkout to see your total.',
      );
    }
    if (inserted.reason === 'promotion_refused') {
      // Another order took the last use (or staff paused the code) between the read and the write.
      const twin = await findByKey(db, secret, request);
      if (twin) return twin;
      throw promoCodeRefused(await promotionRefusalNow(db, request));
    }
    // Not inserted: a twin submission holds the key (it is replayed), or the number was taken (drawn again).
    const twin = await findByKey(db, secret, request);
    if (twin) return twin;
  }
  throw new Error('could not allocate an order number');
}

/** What reading the designs for sale needs of a request: its designs, code and e-mail. */
type SaleRead = Pick<OrderRequest, 'promoCode' | 'email' | 'studySetOrder'> & {
  lines: readonly { designId: string }[];
};

/**
 * The designs of the request that are for sale, with their extra licences and options, the tax rates
 * and the studio's plan options: one statement. The settings are read from the database every time
 * (modules/settings/store.ts), never from a process's cache.
 */
async function readForSale(
  db: Database,
  request: SaleRead,
): Promise<{
  designs: DesignForSale[];
  taxRates: TaxRates;
  planOptions: PlanOptionSettings;
  promotion: CheckoutPromotion | null;
  studySets: CreditableStudySet[];
}> {
  const [row] = await readDesignsForSale(db, {
    ids: request.lines.map((line) => line.designId),
    code: request.promoCode ?? null,
    email: request.email,
    buyerKey: promotionBuyerKey(request.email),
    studySetOrder: request.studySetOrder ?? null,
  });
  const stored = jsonValue<Record<string, unknown> | null>(row?.settings) ?? {};
  const planOptions = PLAN_OPTIONS_SETTING.schema.safeParse(stored[PLAN_OPTIONS_SETTING.key]);
  return {
    designs: jsonValue<DesignForSale[] | null>(row?.designs) ?? [],
    taxRates: taxRatesOf(stored),
    planOptions: planOptions.success ? planOptions.data : PLAN_OPTIONS_SETTING.defaults,
    promotion: jsonValue<CheckoutPromotion | null>(row?.promotion),
    studySets: jsonValue<CreditableStudySet[] | null>(row?.studySets) ?? [],
  };
}

/** The licences each of these published designs offers now, priced with its running sale (decision 050). */
export async function licencesForSale(db: Database, designIds: string[]): Promise<Map<string, LicenceOption[]>> {
  const [row] = await readDesignsForSale(db, {
    ids: designIds,
    code: null,
    email: '',
    buyerKey: '',
    studySetOrder: null,
  });
  const designs = jsonValue<DesignForSale[] | null>(row?.designs) ?? [];
  return new Map(
    designs.map((design) => [design.id, licenceOptions(design.priceCents, design.extras, design.salePercentOff)]),
  );
}

/** Why the request's code was refused by the order statement, as it stands now. */
async function promotionRefusalNow(db: Database, request: SaleRead): Promise<string> {
  const { promotion } = await readForSale(db, request);
  return (promotion && refusalOf(promotion, new Date())) ?? PROMO_CODE_REFUSALS.usedUp;
}

type SaleParameters = {
  ids: string[];
  code: string | null;
  email: string;
  buyerKey: string;
  studySetOrder: string | null;
};

const readDesignsForSale = preparedStatement<
  { designs: unknown; settings: unknown; promotion: unknown; studySets: unknown },
  SaleParameters
>(sql`
    select
      (select json_agg(json_build_object(
                'id', d.id, 'title', d.title, 'priceCents', d.price_cents, 'categoryId', d.category_id,
                'foundation', d.foundation, 'offered', d.plan_options,
                'salePercentOff', ${salePercentSql(sql`d.id`, sql`d.category_id`)},
                'extras', (select coalesce(json_agg(json_build_object('licence', l.licence, 'priceCents', l.price_cents)), '[]')
                           from design_licences l where l.design_id = d.id)))
       from designs d
       where d.id = any(${sql.placeholder('ids')}::text[]) and d.status = 'published') as designs,
      (select json_object_agg(s.key, s.value)
       from settings s
       where s.key = any(${sql.param([...TAX_RATE_KEYS, PLAN_OPTIONS_SETTING.key])}::text[])) as settings,
      ${checkoutPromotionSql(sql`${sql.placeholder('code')}::text`, sql`${sql.placeholder('buyerKey')}::text`)} as promotion,
      ${creditableStudySetsSql(
        sql`${sql.placeholder('email')}::text`,
        sql`${sql.placeholder('studySetOrder')}::text`,
        sql`${sql.placeholder('ids')}::text[]`,
      )} as "studySets"`);

/** The order an idempotency key already placed, when the request is the same (else a 409), or null. */
export async function findByKey(db: Database, secret: string, request: OrderRequest): Promise<PlacedOrder | null> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.idempotencyKey, request.idempotencyKey));
  if (!order) return null;
  const lines = await db
    .select({
      designId: orderLines.designId,
      licence: orderLines.licence,
      quantity: orderLines.quantity,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  if (order.email !== request.email || !sameLines(lines, request.lines)) {
    throw new DomainError(
      'conflict',
      'idempotency_conflict',
      'This checkout was already submitted with different details. Please reload the page and try again.',
    );
  }
  return { id: order.id, number: order.number, accessToken: orderAccessToken(secret, order.id), created: false };
}

/** Whether the stored lines are the request's: designs, licences, quantities and options. */
function sameLines(
  stored: readonly (Pick<PricedLine, 'designId' | 'quantity' | 'options'> & { licence: string })[],
  requested: OrderRequest['lines'],
): boolean {
  const key = (lines: readonly { designId: string; licence: string; quantity: number; options: string }[]) =>
    lines
      .map((line) => `${line.designId}:${line.licence}×${line.quantity}+${line.options}`)
      .sort()
      .join(',');
  return (
    key(stored.map((line) => ({ ...line, options: line.options.map((option) => option.id).join('.') }))) ===
    key(requested.map((line) => ({ ...line, options: line.options.join('.') })))
  );
}

import { DomainError } from '@atelier/domain/domain-error';
import {
  type DiscountableLine,
  discountFor,
  PROMO_CODE_REFUSALS,
  type PromotionTerms,
  promotionStatus,
} from '@atelier/domain/promotions';
import { type SQL, sql } from 'drizzle-orm';

/** A code as checkout reads it, with the buyer's uses of it so far. */
export interface CheckoutPromotion extends PromotionTerms {
  id: string;
  maxUses: number | null;
  maxUsesPerBuyer: number | null;
  startsAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
  uses: number;
  buyerUses: number;
}

/**
 * The code named `code` as json (null when there is none), with the uses of the buyer whose
 * `promotionBuyerKey` is `buyerKey`, for the checkout's one read: a scalar sub-select the order module
 * puts beside the designs it reads.
 */
export function checkoutPromotionSql(code: SQL, buyerKey: SQL): SQL {
  return sql`(select json_build_object(
      'id', p.id, 'code', p.code, 'percentOff', p.percent_off, 'amountOffCents', p.amount_off_cents,
      'maxUses', p.max_uses, 'maxUsesPerBuyer', p.max_uses_per_buyer, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
      'minSubtotalCents', p.min_subtotal_cents, 'scope', p.scope, 'scopeValues', p.scope_values,
      'pausedAt', p.paused_at, 'uses', p.uses,
      'buyerUses', coalesce((select u.uses from promotion_buyer_uses u where u.promotion_id = p.id and u.email = ${buyerKey}), 0))
    from promotions p where p.code = ${code})`;
}

/** The 400 on the checkout's `promoCode` field: the order is not placed. */
export function promoCodeRefused(message: string): DomainError {
  return new DomainError('invalid', 'promo_code_refused', message, { fields: { promoCode: message } });
}

/**
 * Whether a code may be used on an order now, by this buyer, on these lines: the discount, or the
 * refusal. The order statement checks the uses again as it counts them (`promotionUseSql`), so two
 * orders racing for the last use cannot both have it.
 */
export function applyPromotion(
  promotion: CheckoutPromotion | null,
  lines: readonly DiscountableLine[],
  now: Date,
): { code: string; cents: number } {
  if (!promotion) throw promoCodeRefused(PROMO_CODE_REFUSALS.unknown);
  const refusal = refusalOf(promotion, now);
  if (refusal) throw promoCodeRefused(refusal);
  const discount = discountFor(promotion, lines);
  if (!discount.ok) throw promoCodeRefused(discount.message);
  return { code: promotion.code, cents: discount.discountCents };
}

/** Why a code cannot be used now by this buyer, if it cannot. */
export function refusalOf(promotion: CheckoutPromotion, now: Date): string | null {
  switch (promotionStatus(promotion, now)) {
    case 'paused':
      return PROMO_CODE_REFUSALS.paused;
    case 'expired':
      return PROMO_CODE_REFUSALS.expired;
    case 'scheduled':
      return PROMO_CODE_REFUSALS.notStarted;
    case 'used_up':
      return PROMO_CODE_REFUSALS.usedUp;
    case 'active':
      if (promotion.maxUsesPerBuyer !== null && promotion.buyerUses >= promotion.maxUsesPerBuyer) {
        return PROMO_CODE_REFUSALS.usedByBuyer;
      }
      return null;
  }
}

import { formatMoney } from '@atelier/domain/money';
import type { OrderTotals } from '@atelier/domain/orders';
import { FormField } from '../../components/form-field';
import type { FormCheck } from '../../lib/use-form-check';
import { ApplyInput } from './apply-input';
import type { CheckoutField } from './checkout-values';

const HINT_ID = 'checkout-promoCode-hint';

/** What the status line says once the server priced the cart: the code's discount, and a study set's credit. */
export const appliedCodeMessage = (totals: OrderTotals) =>
  [
    ...(totals.promoCode ? [`Code ${totals.promoCode} applied: ${formatMoney(-totals.discountCents)}.`] : []),
    ...(totals.creditCents > 0
      ? [`${totals.creditNote ?? 'Study set credit'} applied: ${formatMoney(-totals.creditCents)}.`]
      : []),
  ].join(' ');

/**
 * The promotion code (decision 049) and its Apply button, a submit button of the checkout form that asks
 * the action to price the cart with the code, and with a study set's order number when one is typed
 * (without scripts the page is drawn again). The server decides what a code takes off and what a study
 * set credits; the summary shows it, and the status line says it to screen readers.
 */
export function PromoCodeField({
  form,
  defaultValue,
  applied,
  applying,
  onCodeChange,
}: {
  form: FormCheck<CheckoutField>;
  defaultValue: string | undefined;
  /** The server's totals with the code, while they still hold for the cart and country shown. */
  applied: OrderTotals | undefined;
  applying: boolean;
  /** The code was edited: a discount shown for the one before no longer holds. */
  onCodeChange?: (() => void) | undefined;
}) {
  return (
    <FormField {...form.field('promoCode')} label="Promo code" optional>
      <ApplyInput
        form={form}
        name="promoCode"
        hintId={HINT_ID}
        defaultValue={defaultValue}
        maxLength={64}
        applying={applying}
        onEdit={onCodeChange}
      />
      <p id={HINT_ID} className="mt-1 text-sm text-muted-fg">
        Apply to see the discount; it is checked again when you place the order.
      </p>
      {/* Always in the page, so what it says once a code is applied is announced. */}
      <p role="status" className="mt-1 text-sm font-medium">
        {applied ? appliedCodeMessage(applied) : ''}
      </p>
    </FormField>
  );
}

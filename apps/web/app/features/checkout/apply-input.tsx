import { inputClass } from '../../components/form-field';
import type { FormCheck } from '../../lib/use-form-check';
import { APPLY_CODE_INTENT, type CheckoutField, INTENT_FIELD } from './checkout-values';

/**
 * A checkout field that prices the cart on its own (a promotion code, a study set's order number): its
 * input and an Apply button, a submit button of the checkout form asking the action to price the cart
 * instead of placing the order (without scripts the page is drawn again). Not the form's default
 * button: Enter in a field still places the order (see CheckoutForm).
 */
export function ApplyInput({
  form,
  name,
  hintId,
  defaultValue,
  maxLength,
  applying,
  applyLabel,
  onEdit,
}: {
  form: FormCheck<CheckoutField>;
  name: 'promoCode' | 'studySetOrder';
  hintId: string;
  defaultValue: string | undefined;
  maxLength: number;
  applying: boolean;
  /** The button's accessible name when "Apply" alone would not say what it applies. */
  applyLabel?: string | undefined;
  /** The value was edited: a price shown for the one before no longer holds. */
  onEdit?: (() => void) | undefined;
}) {
  const control = form.control(name);
  return (
    <div className="flex gap-2 sm:max-w-md">
      <input
        {...control}
        onChange={() => {
          control.onChange?.();
          onEdit?.();
        }}
        defaultValue={defaultValue}
        aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
        className={`${inputClass} min-w-0 flex-1`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={maxLength}
      />
      <button
        type="submit"
        name={INTENT_FIELD}
        value={APPLY_CODE_INTENT}
        aria-disabled={applying || undefined}
        aria-label={applyLabel}
        className="mt-1 inline-flex shrink-0 items-center justify-center rounded-md border border-border px-4 font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:opacity-60"
      >
        Apply
      </button>
    </div>
  );
}

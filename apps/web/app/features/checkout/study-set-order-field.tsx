import { FormField, inputClass } from '../../components/form-field';
import type { FormCheck } from '../../lib/use-form-check';
import type { CheckoutField } from './checkout-values';

const HINT_ID = 'checkout-studySetOrder-hint';

const STUDY_SET_ORDER_HINT =
  'Bought a study set of this design within 180 days? Enter its order number to have its price credited (signed in with the same e-mail, it is credited automatically).';

/**
 * A study set's order number (decision 051), for a buyer who is not signed in with the address the
 * study set was bought with: the server credits its price on a build licence of the same design, or
 * refuses a number that credits nothing (said under the field). Apply prices the cart with it too.
 */
export function StudySetOrderField({
  form,
  defaultValue,
  onNumberChange,
}: {
  form: FormCheck<CheckoutField>;
  defaultValue: string | undefined;
  /** The number was edited: a credit shown for the one before no longer holds. */
  onNumberChange?: (() => void) | undefined;
}) {
  const control = form.control('studySetOrder');
  return (
    <FormField {...form.field('studySetOrder')} label="Study set order number" optional>
      <input
        {...control}
        onChange={() => {
          control.onChange?.();
          onNumberChange?.();
        }}
        defaultValue={defaultValue}
        aria-describedby={[HINT_ID, control['aria-describedby']].filter(Boolean).join(' ')}
        className={`${inputClass} sm:max-w-xs`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <p id={HINT_ID} className="mt-1 text-sm text-muted-fg">
        {STUDY_SET_ORDER_HINT}
      </p>
    </FormField>
  );
}

import { FormField, inputClass } from '../../components/form-field';
import type { FormCheck } from '../../lib/use-form-check';
import { APPLY_CODE_INTENT, type CheckoutField, INTENT_FIELD } from './checkout-values';

const HINT_ID = 'checkout-studySetOrder-hint';

const STUDY_SET_ORDER_HINT =
  'Bought a study set of this design within 180 days? Enter its order number to have its price credited (signed in with the same e-mail, it is credited automatically).';

/**
 * A study set's order number (decision 051), for a buyer who is not signed in with the address the
 * study set was bought with: the server credits its price on a build licence of the same design, or
 * refuses a number that credits nothing (said under the field). Its Apply (and the code's) prices the
 * cart with it, before the rest of the form is filled in.
 */
export function StudySetOrderField({
  form,
  defaultValue,
  applying,
  onNumberChange,
}: {
  form: FormCheck<CheckoutField>;
  defaultValue: string | undefined;
  applying: boolean;
  /** The number was edited: a credit shown for the one before no longer holds. */
  onNumberChange?: (() => void) | undefined;
}) {
  const control = form.control('studySetOrder');
  return (
    <FormField {...form.field('studySetOrder')} label="Study set order number" optional>
      <div className="flex gap-2 sm:max-w-md">
        <input
          {...control}
          onChange={() => {
            control.onChange?.();
            onNumberChange?.();
          }}
          defaultValue={defaultValue}
          aria-describedby={[HINT_ID, control['aria-describedby']].filter(Boolean).join(' ')}
          className={`${inputClass} min-w-0 flex-1`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        {/* Applies on its own, the rest of the form not filled in yet: the summary shows the credit. */}
        <button
          type="submit"
          name={INTENT_FIELD}
          value={APPLY_CODE_INTENT}
          aria-disabled={applying || undefined}
          aria-label="Apply study set credit"
          className="mt-1 inline-flex shrink-0 items-center justify-center rounded-md border border-border px-4 font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:opacity-60"
        >
          Apply
        </button>
      </div>
      <p id={HINT_ID} className="mt-1 text-sm text-muted-fg">
        {STUDY_SET_ORDER_HINT}
      </p>
    </FormField>
  );
}

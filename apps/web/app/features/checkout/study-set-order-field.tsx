import { FormField } from '../../components/form-field';
import type { FormCheck } from '../../lib/use-form-check';
import { ApplyInput } from './apply-input';
import type { CheckoutField } from './checkout-values';

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
  return (
    <FormField {...form.field('studySetOrder')} label="Study set order number" optional>
      {/* Applies on its own, the rest of the form not filled in yet: the summary shows the credit. */}
      <ApplyInput
        form={form}
        name="studySetOrder"
        hintId={HINT_ID}
        defaultValue={defaultValue}
        maxLength={40}
        applying={applying}
        applyLabel="Apply study set credit"
        onEdit={onNumberChange}
      />
      <p id={HINT_ID} className="mt-1 text-sm text-muted-fg">
        {STUDY_SET_ORDER_HINT}
      </p>
    </FormField>
  );
}

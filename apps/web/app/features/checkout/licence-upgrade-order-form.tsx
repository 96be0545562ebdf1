import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';
import { Form, Link, useNavigation } from 'react-router';
import { EnhancedField } from '../../components/enhanced-field';
import { FieldError, FormAlert, SubmitButton } from '../../components/form-field';
import { PageSection } from '../../components/page-section';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';
import { useFormCheck } from '../../lib/use-form-check';
import { checkUpgradeForm, type UpgradeFailure, type UpgradeField, type UpgradeReview } from './licence-upgrade-form';

/**
 * The licence to accept and the button that places the upgrade's order: a plain post to the review's
 * action (with scripts, checked first in the browser), which sends the buyer to the new order's page
 * (with scripts, on to its hosted payment page).
 */
export function UpgradeOrderForm({
  review,
  offer,
  failure,
}: {
  review: UpgradeReview;
  offer: LicenceUpgradeOffer;
  failure: UpgradeFailure | null;
}) {
  const navigation = useNavigation();
  // From the post until the new order's page is shown: the button cannot be pressed twice.
  const submitting = navigation.state !== 'idle' && navigation.formData !== undefined;
  const form = useFormCheck<UpgradeField>({
    answer: failure,
    idOf: (name) => `upgrade-${name}`,
    check: checkUpgradeForm,
    checkFailedMessage: CORRECT_FIELDS_MESSAGE,
    clearOnChange: true,
    focusAnswer: true,
  });
  return (
    <PageSection id="upgrade-terms-heading" title="Licence terms">
      <Form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={(event) => (submitting ? event.preventDefault() : form.onSubmit(event))}
        className="mt-3 space-y-5"
      >
        <input type="hidden" name="designId" value={offer.designId} />
        <input type="hidden" name="licence" value={offer.to} />
        {/* A refusal that may have placed the order keeps its key: the next post finds that order. */}
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={failure?.retryKey ?? review.idempotencyKey} />
        {review.token && <input type="hidden" name="token" value={review.token} />}
        <EnhancedField />
        <FormAlert message={form.formError} />
        <div>
          <div className="flex items-start gap-3">
            <input
              {...form.control('acceptLicence')}
              type="checkbox"
              required
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
            />
            <label htmlFor="upgrade-acceptLicence" className="text-sm">
              {`I accept the licence terms of ${offer.label} for ${offer.title}. Read the full `}
              <Link to="/licence" target="_blank" className="font-medium text-primary underline">
                licence
              </Link>
              .
            </label>
          </div>
          <FieldError id="upgrade-acceptLicence" error={form.errors.acceptLicence} />
        </div>
        <SubmitButton submitting={submitting} busyLabel="Placing your upgrade order…">
          Place upgrade order
        </SubmitButton>
      </Form>
    </PageSection>
  );
}

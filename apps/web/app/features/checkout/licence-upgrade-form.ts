import { checkoutCustomerSchema } from '@atelier/domain/checkout';
import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';
import { type FieldErrors, type FormAnswer, schemaCheck } from '../../lib/form-check';

/** The one field of the upgrade's review the buyer fills in: "I accept the licence terms". */
export type UpgradeField = 'acceptLicence';

/**
 * What the review's form was refused: the message above it, the acceptance's under its box, and
 * `retryKey` when the attempt may have placed the order (the next post must send the same key).
 */
export interface UpgradeFailure extends FormAnswer<UpgradeField> {
  fields: FieldErrors<UpgradeField>;
  formError: string;
  retryKey?: string;
}

/** The licence accepted, as at checkout (the same schema and message): in the browser before the post, and by the action. */
export const checkUpgradeForm = schemaCheck<UpgradeField>(
  checkoutCustomerSchema.pick({ acceptLicence: true }),
  (form) => ({
    acceptLicence: form.get('acceptLicence') === 'on',
  }),
);

/** What the review of one upgrade shows and posts; `offer` is null once the order no longer offers it. */
export interface UpgradeReview {
  /** The number of the order whose line is upgraded. */
  number: string;
  offer: LicenceUpgradeOffer | null;
  /** The builds bought with the line (a single-build licence is bought per build). */
  heldBuilds: number;
  /** The rate the order was taxed at, its billing country's: the upgrade's order is taxed alike. */
  taxRateBasisPoints: number;
  /** The order link's token, when the page was opened with one. */
  token: string | null;
  /** Made by the loader once per page shown. */
  idempotencyKey: string;
}

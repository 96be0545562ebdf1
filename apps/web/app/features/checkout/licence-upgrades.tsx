import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';
import { formatMoney } from '@atelier/domain/money';
import { Form } from 'react-router';
import { EnhancedField } from '../../components/enhanced-field';
import { FormAlert } from '../../components/form-field';
import { IDEMPOTENCY_FIELD } from '../../lib/order-form';

/** An upgrade the order service refused, shown by the offers; `retryKey` when it may have created an order. */
export interface UpgradeFailure {
  designId: string;
  licence: string;
  formError: string;
  retryKey?: string;
}

/** What the order page's upgrade forms carry, and the last refusal of one. */
export interface UpgradeForms {
  /** Made by the loader once per page shown; each offer posts its own key made from it. */
  idempotencyKey: string;
  /** The order link's token, when the page was opened with one. */
  token: string | null;
  failure: UpgradeFailure | null;
}

export const UPGRADE_EXPLANATION =
  'You pay the difference between the licence you bought and the wider one; once paid, its files are added to your downloads.';

/** One key per offer: a page's key posted for two different upgrades would be refused as a changed submission. */
function keyOf(forms: UpgradeForms, offer: LicenceUpgradeOffer, index: number): string {
  const { failure } = forms;
  if (failure?.retryKey && failure.designId === offer.designId && failure.licence === offer.to) return failure.retryKey;
  return `${forms.idempotencyKey}-${index}`;
}

/**
 * A paid order's licence upgrades (decision 052), each a form posting to the order page (with or without
 * scripts): the upgrade is an order of its own, whose page the buyer is sent to.
 */
export function LicenceUpgrades({
  upgrades,
  forms,
}: {
  upgrades: readonly LicenceUpgradeOffer[];
  forms: UpgradeForms;
}) {
  const message = forms.failure?.formError;
  if (upgrades.length === 0) return <FormAlert message={message} className="mt-8" />;
  return (
    <section aria-labelledby="upgrades-heading" className="mt-8">
      <h2 id="upgrades-heading" className="text-lg font-semibold">
        Upgrade your licence
      </h2>
      <p className="mt-1 text-sm text-muted-fg">{UPGRADE_EXPLANATION}</p>
      <FormAlert message={message} className="mt-3" />
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {upgrades.map((offer, index) => (
          <li
            key={`${offer.designId}:${offer.to}`}
            className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
          >
            <p>
              <span className="font-medium">{offer.title}</span>: {offer.label} — pay {formatMoney(offer.priceCents)}
            </p>
            <Form method="post">
              <input type="hidden" name="designId" value={offer.designId} />
              <input type="hidden" name="licence" value={offer.to} />
              <input type="hidden" name={IDEMPOTENCY_FIELD} value={keyOf(forms, offer, index)} />
              {forms.token && <input type="hidden" name="token" value={forms.token} />}
              <EnhancedField />
              {/* The name starts with what the button shows, then says which design (label in name). */}
              <button
                type="submit"
                aria-label={`Upgrade to ${offer.label}: ${offer.title}`}
                className="inline-flex items-center rounded-md bg-primary px-4 py-2 font-medium text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                Upgrade to {offer.label}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

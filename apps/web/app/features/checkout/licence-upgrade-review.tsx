import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';
import { LICENCES, type LicenceId, STUDY_LICENCE } from '@atelier/domain/licences';
import { formatNumber } from '@atelier/domain/number-format';
import { priceOrder } from '@atelier/domain/orders';
import { PLAN_FILE_KIND_LABELS } from '@atelier/domain/plan-files';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-field';
import { OrderSummaryTable } from '../../components/order-summary-table';
import { PageSection } from '../../components/page-section';
import type { UpgradeFailure, UpgradeReview } from './licence-upgrade-form';
import { UpgradeOrderForm } from './licence-upgrade-order-form';
import { orderPath, UPGRADE_EXPLANATION } from './licence-upgrades';

const UNLIMITED = 'Unlimited';

/** How many times a licence lets its holder build the design (licences.ts): per build bought, once, or any. */
function buildsOf(licence: LicenceId, builds: number): string {
  if (licence === 'unlimited') return UNLIMITED;
  if (licence === STUDY_LICENCE) return 'None (not for construction)';
  const count = LICENCES[licence].perBuild ? builds : 1;
  return count === 1 ? 'One' : formatNumber(count);
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const filesOf = (licence: LicenceId) => LICENCES[licence].files.map((file) => PLAN_FILE_KIND_LABELS[file]);

/**
 * The upgrade's order as the server places it: one line of the wider licence at the offer's price,
 * taxed at the order's rate, through the one pricing function.
 */
export const priceUpgrade = (offer: LicenceUpgradeOffer, taxRateBasisPoints: number) =>
  priceOrder(
    [
      {
        designId: offer.designId,
        title: offer.title,
        licence: offer.to,
        unitPriceCents: offer.priceCents,
        quantity: 1,
        options: [],
      },
    ],
    taxRateBasisPoints,
  );

/** Label and value rows. */
function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="mt-3 divide-y divide-border rounded-md border border-border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-x-4 gap-y-0.5 px-4 py-2 sm:grid-cols-[9rem_1fr]">
          <dt className="text-muted-fg">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const linkClass = 'font-medium text-primary underline';

/** What the buyer holds now, what the wider licence adds, and what its order costs. */
function UpgradeDetails({ review, offer }: { review: UpgradeReview; offer: LicenceUpgradeOffer }) {
  const { number, token } = review;
  const certificate = `/certificate/${encodeURIComponent(number)}/${encodeURIComponent(offer.designId)}`;
  const held = filesOf(offer.from);
  const added = filesOf(offer.to).filter((file) => !held.includes(file));
  const [heldBuilds, wideBuilds] = [buildsOf(offer.from, review.heldBuilds), buildsOf(offer.to, 1)];
  const adds = [...added, ...(wideBuilds === UNLIMITED && heldBuilds !== UNLIMITED ? ['unlimited builds'] : [])];
  const { lines, totals } = priceUpgrade(offer, review.taxRateBasisPoints);
  return (
    <>
      <PageSection id="upgrade-have-heading" title="What you have">
        <Facts
          rows={[
            [
              'Design',
              <Link key="design" to={`/design/${encodeURIComponent(offer.designId)}`} className={linkClass}>
                {offer.title}
              </Link>,
            ],
            ['Order', number],
            ['Licence', LICENCES[offer.from].label],
            ['Files', held.join(', ')],
            ['Builds', heldBuilds],
            [
              'Build site',
              // A plain link: the PDF is answered by a resource route, not a page.
              <a
                key="site"
                href={token ? `${certificate}?token=${encodeURIComponent(token)}` : certificate}
                className={linkClass}
              >
                As named on your licence certificate (PDF)
              </a>,
            ],
          ]}
        />
      </PageSection>
      <PageSection id="upgrade-get-heading" title="What you get">
        <p className="mt-1 text-sm text-muted-fg">{LICENCES[offer.to].summary}</p>
        <Facts
          rows={[
            ['Licence', LICENCES[offer.to].label],
            ['Files', filesOf(offer.to).join(', ')],
            ['Builds', wideBuilds],
            ['Adds', sentenceCase(adds.join(', ')) || 'Nothing more than you have'],
          ]}
        />
      </PageSection>
      <PageSection id="upgrade-pay-heading" title="What you pay">
        <p className="mt-1 text-sm text-muted-fg">{UPGRADE_EXPLANATION}</p>
        <OrderSummaryTable lines={lines} totals={totals} />
        <p className="mt-3 text-sm text-muted-fg">
          The upgrade is an order of its own, with its own invoice, paid as at checkout.
        </p>
      </PageSection>
    </>
  );
}

/**
 * A licence upgrade's review before its order is placed (decision 052): what the buyer has, what the
 * wider licence adds, what its order costs with tax, and the licence to accept; or, when the order no
 * longer offers it, why not and the way back to the order.
 */
export function LicenceUpgradeReview({ review, failure }: { review: UpgradeReview; failure: UpgradeFailure | null }) {
  const { number, offer, token } = review;
  const back = (
    <Link to={orderPath(number, token)} className={linkClass}>
      {`Back to order ${number}`}
    </Link>
  );
  if (!offer) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">This upgrade is not offered</h1>
        <FormAlert message={failure?.formError} className="mt-6" />
        <p className="mt-4">
          {`Order ${number} does not offer this licence upgrade now. It may have been ordered already (its order is awaiting payment, and its e-mail has the link), or the design's licences have changed.`}
        </p>
        <p className="mt-4">{back}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">{back}</p>
      <h1 className="mt-2 text-3xl font-bold">Review your licence upgrade</h1>
      <p className="mt-2 text-muted-fg">{`${offer.title}: from ${LICENCES[offer.from].label} to ${offer.label}`}</p>
      <UpgradeDetails review={review} offer={offer} />
      <UpgradeOrderForm review={review} offer={offer} failure={failure} />
    </div>
  );
}

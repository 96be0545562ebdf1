import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';
import { formatMoney } from '@atelier/domain/money';
import { Link } from 'react-router';

export const UPGRADE_EXPLANATION =
  'You pay the difference between the licence you bought and the wider one; once paid, its files are added to your downloads.';

/** The order link's token in a path, when the page was opened with one (else the signed-in account opens it). */
const withToken = (path: string, query: URLSearchParams, token: string | null) => {
  if (token) query.set('token', token);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** The order's own page, opened as the page that links to it was. */
export const orderPath = (number: string, token: string | null) =>
  withToken(`/order/${encodeURIComponent(number)}`, new URLSearchParams(), token);

/** The review of one upgrade of the order, before its order is placed (routes/order-upgrade.tsx). */
const upgradeReviewPath = (number: string, offer: Pick<LicenceUpgradeOffer, 'designId' | 'to'>, token: string | null) =>
  withToken(
    `/order/${encodeURIComponent(number)}/upgrade`,
    new URLSearchParams({ design: offer.designId, licence: offer.to }),
    token,
  );

/**
 * A paid order's licence upgrades (decision 052), each a link to its review, where the buyer accepts the
 * licence and places the upgrade's order (an order of its own).
 */
export function LicenceUpgrades({
  order,
  offers,
  token,
}: {
  /** The order's number. */
  order: string;
  offers: readonly LicenceUpgradeOffer[];
  /** The order link's token, when the page was opened with one. */
  token: string | null;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="upgrades-heading" className="mt-8">
      <h2 id="upgrades-heading" className="text-lg font-semibold">
        Upgrade your licence
      </h2>
      <p className="mt-1 text-sm text-muted-fg">{UPGRADE_EXPLANATION}</p>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {offers.map((offer) => (
          <li
            key={`${offer.designId}:${offer.to}`}
            className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
          >
            <p>
              <span className="font-medium">{offer.title}</span>: {offer.label} — pay {formatMoney(offer.priceCents)}
            </p>
            {/* The name starts with what the link shows, then says which design (label in name). */}
            <Link
              to={upgradeReviewPath(order, offer, token)}
              aria-label={`Upgrade to ${offer.label}: ${offer.title}`}
              className="inline-flex items-center rounded-md bg-primary px-4 py-2 font-medium text-primary-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              Upgrade to {offer.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

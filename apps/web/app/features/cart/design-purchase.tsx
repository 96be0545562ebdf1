import type { Design } from '@atelier/domain/catalog';
import { BASE_LICENCE, type LicenceId, type LicenceOption, STUDY_LICENCE } from '@atelier/domain/licences';
import { formatLongDate } from '@atelier/domain/number-format';
import { type DesignPlanOptions, hasPlanOptions } from '@atelier/domain/plan-options';
import { type ReactNode, useId, useState } from 'react';
import { SaleBadge, SalePrice } from '../../components/sale-price';
import { deliveryPromise } from '../../lib/delivery-promise';
import { useCart } from './cart-context';
import { IncludedLines, type Inclusions, LicenceChoice } from './licence-choice';
import { PlanOptionsChoice } from './plan-options-choice';
import { postedChoice, purchaseChoice, purchaseListPrice, purchasePrice } from './purchase-choice';
import { CART_ACTION } from './server-cart';

/**
 * The price and "Add to cart" stay in view while the buyer reads the licences and options above them: a bar
 * held at the bottom of the screen until the page scrolls past the buy box. On a phone its right end keeps
 * clear of the round chat button (bottom right, 3rem and 1rem from the edges); on a wide screen the price
 * sits above the button, clear of the wider chat button beside the column. A focused choice stops above the
 * bar (app.css).
 */
const summaryClass =
  'sticky bottom-0 z-20 -mx-4 mt-6 flex items-center gap-4 border-t border-border bg-bg px-4 py-3 max-sm:pr-20 sm:mx-0 sm:px-0 lg:flex-col lg:items-start lg:gap-2';

/**
 * The price, the licence choice, the plan options and the "Add to cart" form of a design page. The form
 * posts to the cart action, so it works without scripts (the answer is the cart page; the labels carry
 * the prices). Once hydrated, the cart context adds the design under the chosen licence with the chosen
 * options and the drawer opens instead, and the price shown follows the choice (the licence's price and
 * the options'). A design offering only the base licence shows no licence choice; one offering no plan
 * options (decision 043) shows none of them. Disabled in the preview of an unpublished design: checkout
 * would refuse it. `children` are the page's other actions, shown below the price and the button. While a sale runs
 * (decision 050) the regular price is struck through before the reduced one, with the sale's name, its
 * reduction and when it ends.
 *
 * `compact`: one of several designs' forms on a page (the compare table, whose rows already show each
 * licence's price): the licence choice and the button only, which name the design for screen readers;
 * it adds the design without options.
 */
export function DesignPurchase({
  design,
  licences,
  inclusions,
  disabled,
  children,
  ...layout
}: {
  design: Pick<Design, 'id' | 'title' | 'image'> & { sale?: Design['sale'] };
  /** What the design offers, base licence first (never empty). */
  licences: readonly LicenceOption[];
  /** "What's included" per licence, shown beside each choice (the design page). */
  inclusions?: Inclusions;
  disabled: boolean;
  children?: ReactNode;
} & (
  | {
      compact?: false;
      /** Card payment through Stripe is configured: the promise of delivery follows the payment method. */
      hostedPayment: boolean;
      /** The design's plan options; null when it has none to offer. */
      planOptions: DesignPlanOptions | null;
    }
  | { compact: true }
)) {
  const compact = layout.compact === true;
  const offer = !layout.compact && layout.planOptions && hasPlanOptions(layout.planOptions) ? layout.planOptions : null;
  const { addItem, setDrawerOpen } = useCart();
  const formId = `add-to-cart-${useId()}`;
  const [chosen, setChosen] = useState<LicenceId>(BASE_LICENCE);
  const [optionValues, setOptionValues] = useState<readonly string[]>([]);
  const base = licences[0];
  const shown = purchaseChoice(licences, offer, chosen, optionValues);
  return (
    <>
      {!layout.compact && (
        <>
          {design.sale && (
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <SaleBadge sale={design.sale} />
              <span>
                Sale ends <time dateTime={design.sale.endsAt}>{formatLongDate(design.sale.endsAt)}</time>
              </span>
            </p>
          )}
          <p className="text-sm text-muted-fg">{deliveryPromise(layout.hostedPayment)}</p>
          {licences.length === 1 && inclusions && base && <IncludedLines lines={inclusions[base.id]} />}
        </>
      )}
      {licences.length > 1 && (
        <LicenceChoice
          formId={formId}
          licences={licences}
          inclusions={inclusions}
          disabled={disabled}
          onChoose={setChosen}
          compact={compact}
          designTitle={design.title}
        />
      )}
      {offer && (
        <PlanOptionsChoice
          formId={formId}
          offer={offer}
          disabled={disabled || chosen === STUDY_LICENCE}
          onChoose={setOptionValues}
        />
      )}
      {offer && chosen === STUDY_LICENCE && (
        <p className="mt-2 text-sm text-muted-fg">Plan options come with a build licence, not with a study set.</p>
      )}
      <div
        className={compact ? `flex flex-col gap-3 ${licences.length > 1 ? 'mt-3' : ''}` : summaryClass}
        data-buy-summary={compact ? undefined : ''}
      >
        {!compact && shown && (
          <p className="text-2xl font-bold sm:text-3xl" data-testid="design-price">
            <SalePrice cents={purchasePrice(shown)} listCents={purchaseListPrice(shown)} />
          </p>
        )}
        <form
          id={formId}
          method="post"
          action={CART_ACTION}
          className={compact ? 'w-full' : 'min-w-0 flex-1 sm:flex-none'}
          onSubmit={(event) => {
            const choice = postedChoice(new FormData(event.currentTarget), licences, offer);
            // What this page cannot add itself is posted, and the cart action answers why it refuses it.
            if (!choice) return;
            event.preventDefault();
            addItem({
              id: design.id,
              title: design.title,
              image: design.image,
              price: choice.licence.priceCents,
              licence: choice.licence.id,
              // Already in their fixed order (choosePlanOptions).
              options: choice.options.map(({ id, priceCents }) => ({ id, priceCents })),
            });
            setDrawerOpen(true);
          }}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="designId" value={design.id} />
          {licences.length === 1 && <input type="hidden" name="licence" value={base?.id ?? BASE_LICENCE} />}
          <button
            type="submit"
            disabled={disabled}
            className={`w-full rounded-md bg-primary font-semibold text-primary-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 ${compact ? 'px-4 py-2' : 'px-6 py-3 text-lg sm:w-auto'}`}
          >
            Add to cart{compact ? <span className="sr-only">{` for ${design.title}`}</span> : null}
          </button>
        </form>
        {compact && children}
      </div>
      {!compact && children && <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
    </>
  );
}

import type { Design } from '@atelier/domain/catalog';
import { BASE_LICENCE, type LicenceId, type LicenceOption } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { PLAN_FILE_KIND_LABELS } from '@atelier/domain/plan-files';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CheckList } from '../../components/check-list';
import { deliveryPromise } from '../../lib/delivery-promise';
import { useCart } from './cart-context';
import { CART_ACTION } from './server-cart';

/**
 * The licence choice of a design page (decision 032): a radio group, one option per licence the design
 * offers, each with its price, what it grants and which files it delivers. The radios belong to the
 * add-to-cart form through its id (the favourite and modification buttons sit between them as forms of
 * their own, which cannot nest). Compact (several designs on one page): the terms are read to screen
 * readers only, and the legend names the design for them.
 */
function LicenceChoice({
  formId,
  licences,
  inclusions,
  disabled,
  onChoose,
  compact,
  designTitle,
}: {
  formId: string;
  licences: readonly LicenceOption[];
  inclusions: Inclusions | undefined;
  disabled: boolean;
  onChoose(licence: LicenceId): void;
  compact: boolean;
  designTitle: string;
}) {
  const ids = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice made before the scripts ran (or restored by the browser) is kept: the price follows it.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const chosen = licences.find((option) => option.id === checked?.value);
    if (chosen) onChoose(chosen.id);
  }, [licences, onChoose]);
  return (
    <fieldset ref={group} disabled={disabled} className={compact ? undefined : 'mt-6'}>
      <legend className="font-semibold">
        Licence{compact ? <span className="sr-only">{` for ${designTitle}`}</span> : null}
      </legend>
      <div className="mt-2 space-y-2">
        {licences.map((option) => {
          const id = `${ids}-${option.id}`;
          return (
            <div
              key={option.id}
              className="relative flex gap-3 rounded-md border border-border p-3 hover:border-primary has-checked:border-primary has-checked:bg-muted has-disabled:opacity-60"
            >
              <input
                type="radio"
                id={id}
                name="licence"
                value={option.id}
                form={formId}
                defaultChecked={option.id === BASE_LICENCE}
                aria-describedby={`${id}-terms`}
                onChange={() => onChoose(option.id)}
                className="relative z-10 mt-1 size-4 shrink-0 accent-primary"
              />
              <div className="min-w-0 flex-1">
                {/* The whole card picks the licence: the label's box covers it. */}
                <label
                  htmlFor={id}
                  className="flex flex-wrap justify-between gap-x-3 font-medium after:absolute after:inset-0 after:rounded-md"
                >
                  <span>{option.label}</span> <span className="tabular-nums">{formatMoney(option.priceCents)}</span>
                </label>
                <p id={`${id}-terms`} className={compact ? 'sr-only' : 'text-sm text-muted-fg'}>
                  {option.summary}{' '}
                  <span className="block">
                    {`Files: ${option.files.map((file) => PLAN_FILE_KIND_LABELS[file]).join(', ')}`}
                  </span>
                </p>
                {inclusions && <IncludedLines lines={inclusions[option.id]} />}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What each licence includes for this design (plan-inclusions.ts): the studio's lines and the design's. */
type Inclusions = Record<LicenceId, string[]>;

function IncludedLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return <CheckList items={lines} label="Included" className="mt-2 space-y-1" />;
}

/**
 * The price, the licence choice and the "Add to cart" form of a design page. The form posts to the cart
 * action, so it works without scripts (the answer is the cart page; the radio labels carry the prices).
 * Once hydrated, the cart context adds the design under the chosen licence and the drawer opens
 * instead, and the price shown follows the choice. A design offering only the base licence shows no
 * choice. Disabled in the preview of an unpublished design: checkout would refuse it.
 * `children` are the page's other actions, shown beside the button.
 *
 * `compact`: one of several designs' forms on a page (the compare table, whose rows already show each
 * licence's price): the licence choice and the button only, which name the design for screen readers.
 */
export function DesignPurchase({
  design,
  licences,
  inclusions,
  disabled,
  children,
  ...layout
}: {
  design: Pick<Design, 'id' | 'title' | 'image'>;
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
    }
  | { compact: true }
)) {
  const compact = layout.compact === true;
  const { addItem, setDrawerOpen } = useCart();
  const formId = `add-to-cart-${useId()}`;
  const [chosen, setChosen] = useState<LicenceId>(BASE_LICENCE);
  const base = licences[0];
  const shown = licences.find((option) => option.id === chosen) ?? base;
  return (
    <>
      {!layout.compact && (
        <>
          {shown && (
            <p className="mt-3 text-3xl font-bold" data-testid="design-price">
              {formatMoney(shown.priceCents)}
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
      <div
        className={`flex flex-col gap-3 ${compact ? (licences.length > 1 ? 'mt-3' : '') : 'mt-6 sm:flex-row sm:flex-wrap'}`}
      >
        <form
          id={formId}
          method="post"
          action={CART_ACTION}
          className={compact ? 'w-full' : 'w-full sm:w-auto'}
          onSubmit={(event) => {
            event.preventDefault();
            const licence = new FormData(event.currentTarget).get('licence');
            const option = licences.find((offered) => offered.id === licence);
            if (!option) return;
            addItem({
              id: design.id,
              title: design.title,
              image: design.image,
              price: option.priceCents,
              licence: option.id,
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
        {children}
      </div>
    </>
  );
}

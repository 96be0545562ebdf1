import { formatMoney } from '@atelier/domain/money';
import {
  type DesignPlanOptions,
  leadTimeText,
  type PlanOptionOffer,
  planOptionLabel,
} from '@atelier/domain/plan-options';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { ChoiceCard } from './choice-card';

const OptionTerms = ({ option }: { option: PlanOptionOffer }) => (
  <>
    {option.summary} <span className="block">{leadTimeText(option.leadDays)}</span>
  </>
);

/** A group of the plan options (the foundations, the add-ons), named by its legend. */
function OptionGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 space-y-2">{children}</div>
    </fieldset>
  );
}

/** One card per option sold, with its price, what it is and when it is drawn; none chosen at first. */
function OfferCards({
  offers,
  type,
  name,
  idPrefix,
  formId,
  onChange,
}: {
  offers: readonly PlanOptionOffer[];
  type: 'radio' | 'checkbox';
  name: string;
  idPrefix: string;
  formId: string;
  onChange(): void;
}) {
  return offers.map((option) => (
    <ChoiceCard
      key={option.id}
      id={`${idPrefix}-${option.id}`}
      type={type}
      name={name}
      value={option.id}
      formId={formId}
      defaultChecked={false}
      label={option.label}
      price={`+${formatMoney(option.priceCents)}`}
      terms={<OptionTerms option={option} />}
      onChange={onChange}
    />
  ));
}

/**
 * The plan options of a design page (decision 043), after the licence choice: the foundation (the
 * design's own, included and chosen at first, or one other at its price) and the add-ons, each with its
 * price, what it is and when it is drawn. The inputs belong to the add-to-cart form through its id, like
 * the licence's, so the choice posts without scripts (`foundation`, and `option` once per add-on).
 * `onChoose` gets the values checked on every change, and once hydrated: a choice the browser kept
 * before the scripts ran is kept, and the price follows it.
 */
export function PlanOptionsChoice({
  formId,
  offer,
  disabled,
  onChoose,
}: {
  formId: string;
  offer: DesignPlanOptions;
  disabled: boolean;
  onChoose(values: string[]): void;
}) {
  const ids = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const report = useCallback(() => {
    const checked = group.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [];
    onChoose([...checked].map((input) => input.value));
  }, [onChoose]);
  useEffect(report, [report]);
  const included = offer.includedFoundation;
  return (
    <fieldset ref={group} disabled={disabled} className="mt-6">
      <legend className="font-semibold">Plan options</legend>
      {included && offer.foundations.length > 0 && (
        <OptionGroup legend="Foundation">
          <ChoiceCard
            id={`${ids}-${included}`}
            type="radio"
            name="foundation"
            value={included}
            formId={formId}
            defaultChecked
            label={planOptionLabel(included)}
            price="Included"
            terms="The foundation this design is drawn on."
            onChange={report}
          />
          <OfferCards
            offers={offer.foundations}
            type="radio"
            name="foundation"
            idPrefix={ids}
            formId={formId}
            onChange={report}
          />
        </OptionGroup>
      )}
      {offer.addOns.length > 0 && (
        <OptionGroup legend="Add-ons">
          <OfferCards
            offers={offer.addOns}
            type="checkbox"
            name="option"
            idPrefix={ids}
            formId={formId}
            onChange={report}
          />
        </OptionGroup>
      )}
    </fieldset>
  );
}

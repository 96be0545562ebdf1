import { formatMoney } from '@atelier/domain/money';
import {
  type DesignPlanOptions,
  leadTimeText,
  type PlanOptionOffer,
  planOptionLabel,
} from '@atelier/domain/plan-options';
import { useCallback, useEffect, useId, useRef } from 'react';
import { ChoiceCard } from './choice-card';

const OptionTerms = ({ option }: { option: PlanOptionOffer }) => (
  <>
    {option.summary} <span className="block">{leadTimeText(option.leadDays)}</span>
  </>
);

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
        <fieldset className="mt-2">
          <legend className="text-sm font-medium">Foundation</legend>
          <div className="mt-2 space-y-2">
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
            {offer.foundations.map((option) => (
              <ChoiceCard
                key={option.id}
                id={`${ids}-${option.id}`}
                type="radio"
                name="foundation"
                value={option.id}
                formId={formId}
                defaultChecked={false}
                label={option.label}
                price={`+${formatMoney(option.priceCents)}`}
                terms={<OptionTerms option={option} />}
                onChange={report}
              />
            ))}
          </div>
        </fieldset>
      )}
      {offer.addOns.length > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">Add-ons</legend>
          <div className="mt-2 space-y-2">
            {offer.addOns.map((option) => (
              <ChoiceCard
                key={option.id}
                id={`${ids}-${option.id}`}
                type="checkbox"
                name="option"
                value={option.id}
                formId={formId}
                defaultChecked={false}
                label={option.label}
                price={`+${formatMoney(option.priceCents)}`}
                terms={<OptionTerms option={option} />}
                onChange={report}
              />
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}

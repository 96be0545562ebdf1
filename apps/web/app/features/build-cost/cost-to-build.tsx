import {
  type BuildCostEstimate,
  ESTIMATE_RANGE,
  FINISH_LABELS,
  FINISH_LEVELS,
  GARAGE_COST_SHARE,
} from '@atelier/domain/build-cost';
import { formatMoney } from '@atelier/domain/money';
import { formatNumber } from '@atelier/domain/number-format';
import { Form, useNavigation } from 'react-router';
import { inputClass, SubmitButton } from '../../components/form-field';
import { HiddenFields, PageSection } from '../../components/page-section';

export interface CostToBuildData {
  regions: { id: string; name: string }[];
  asked: { region: string; finish: (typeof FINISH_LEVELS)[number] } | null;
  estimate: BuildCostEstimate | null;
}

/** Whole dollars: an estimate rounded to the thousand shows no cents. */
const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The assumptions behind the figure, each one a line the buyer can check against a builder's quote. */
function assumptions(estimate: BuildCostEstimate): [string, string][] {
  const { region, finish, areaSqFt, garageSqFt, centsPerSqFt, regionFactor, complexityFactor } = estimate;
  return [
    ['Heated area', `${formatNumber(areaSqFt)} sq ft`],
    [
      'Garage',
      garageSqFt > 0
        ? `${formatNumber(garageSqFt)} sq ft at ${percent(GARAGE_COST_SHARE)} of the rate`
        : 'None stated for this design',
    ],
    ['Cost per sq ft', `${dollars(centsPerSqFt)} (${FINISH_LABELS[finish].toLowerCase()} finish, ${region.name})`],
    ['Region factor', `${regionFactor.toFixed(2)} against the national average`],
    ['Design complexity', `${complexityFactor.toFixed(2)} (1.00 is a plain shape)`],
    [
      'Range',
      `${percent(ESTIMATE_RANGE.low - 1)} to +${percent(ESTIMATE_RANGE.high - 1)} around the computed cost, rounded to the nearest $1,000`,
    ],
  ];
}

/**
 * A design page's "Cost to build": a region and a finish level in a GET form (`?region=US-TX&finish=standard`,
 * read on the server, so it works without JavaScript and the result can be shared or printed), and the
 * low–high estimate with its assumptions. `keep` holds the page's other parameters (the lot of its site plan).
 */
export function CostToBuild({ path, data, keep }: { path: string; data: CostToBuildData; keep: [string, string][] }) {
  const navigation = useNavigation();
  const { regions, asked, estimate } = data;
  return (
    <PageSection id="cost-heading" title="Cost to build">
      <div className="mt-4 rounded-lg border border-border bg-card p-6">
        <Form
          key={`${asked?.region}-${asked?.finish}`}
          method="get"
          action={path}
          preventScrollReset
          className="print:hidden"
        >
          <HiddenFields params={keep} />
          <div className="flex flex-wrap items-end gap-4">
            <label className="block text-sm font-medium">
              Where you will build
              <select name="region" required defaultValue={asked?.region ?? ''} className={`${inputClass} mt-1`}>
                <option value="" disabled>
                  Choose a state or country
                </option>
                {regions.map((region) => (
                  <option key={region.id} value={region.id}>
                    {region.name}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend className="text-sm font-medium">Finish</legend>
              <div className="mt-1 flex gap-4">
                {FINISH_LEVELS.map((level) => (
                  <label key={level} className="flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="finish"
                      value={level}
                      defaultChecked={(asked?.finish ?? 'standard') === level}
                      className="size-4 accent-primary"
                    />
                    {FINISH_LABELS[level]}
                  </label>
                ))}
              </div>
            </fieldset>
            <SubmitButton
              submitting={navigation.formData !== undefined && navigation.location?.pathname === path}
              busyLabel="Estimating…"
            >
              Estimate
            </SubmitButton>
          </div>
        </Form>
        {estimate ? (
          <div className="mt-6 border-t border-border pt-6" aria-live="polite">
            <p className="text-sm text-muted-fg">
              To build in {estimate.region.name} with a {FINISH_LABELS[estimate.finish].toLowerCase()} finish
            </p>
            <p className="mt-1 text-3xl font-bold tabular-nums">
              {dollars(estimate.lowCents)} – {dollars(estimate.highCents)}
            </p>
            <p className="mt-2 text-sm">
              <strong>An estimate, not a quote.</strong> Land, site work, permits, fees and furnishings are not
              included; ask local builders for quotes before you decide.
            </p>
            <PrintButton />
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {assumptions(estimate).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted-fg">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="mt-4 text-sm text-muted-fg">
            Choose where you will build to see a low–high range for this design, with the assumptions behind it.
          </p>
        )}
      </div>
    </PageSection>
  );
}

/** Printing needs scripts: without them the button is not offered (the browser's own Print still works). */
function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="js-only mt-3 rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:border-primary print:hidden"
    >
      Print this estimate
    </button>
  );
}

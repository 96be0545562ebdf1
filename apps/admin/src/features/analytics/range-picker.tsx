import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '@atelier/domain/analytics';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DateFilter, FilterField } from '../../components/data-table/list-filters';
import { fieldErrorClass, inputClass, labelClass, secondaryButtonClass } from '../../components/form-styles';
import { RANGE_PRESETS, type useAnalyticsParams } from './use-analytics-params';

const INTERVAL_LABELS: Record<AnalyticsInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Presets, a custom range and the grouping; everything lands in the URL. */
export function RangePicker({
  params,
  fieldErrors = {},
}: {
  params: ReturnType<typeof useAnalyticsParams>;
  fieldErrors?: Partial<Record<string, string>>;
}) {
  const [from, setFrom] = useState(params.from);
  const [to, setTo] = useState(params.to);
  const errorIds = { from: useId(), to: useId() };
  // A preset or the back button changes the URL: the inputs follow.
  useEffect(() => {
    setFrom(params.from);
    setTo(params.to);
  }, [params.from, params.to]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    params.setRange({ from, to });
  };

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-lg border border-border bg-card p-4">
      <fieldset>
        <legend className={`${labelClass} mb-1`}>Range</legend>
        <div className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={params.activePreset?.id === preset.id}
              onClick={() => params.choosePreset(preset)}
              className={`${secondaryButtonClass} aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg`}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </fieldset>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Custom range">
        <DateFilter
          required
          label="From"
          value={from}
          onChange={setFrom}
          errorId={fieldErrors.from ? errorIds.from : undefined}
        />
        <DateFilter
          required
          label="To"
          value={to}
          onChange={setTo}
          errorId={fieldErrors.to ? errorIds.to : undefined}
        />
        <button type="submit" className={secondaryButtonClass}>
          Apply range
        </button>
        {(['from', 'to'] as const).map((end) =>
          fieldErrors[end] ? (
            <p key={end} id={errorIds[end]} className={`${fieldErrorClass} basis-full`}>
              {fieldErrors[end]}
            </p>
          ) : null,
        )}
      </form>
      <FilterField label="Group by">
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={params.interval}
            onChange={(event) => params.setInterval(event.target.value as AnalyticsInterval)}
          >
            {ANALYTICS_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {INTERVAL_LABELS[interval]}
              </option>
            ))}
          </select>
        )}
      </FilterField>
    </div>
  );
}

import type { StudioPlanOptions } from '@atelier/domain/plan-option-admin';
import { PLAN_OPTION_LIMITS, type PlanOptionId, planOptionLabel } from '@atelier/domain/plan-options';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { ControlledMoneyInput } from '../../components/money-input';

export type StudioPlanOptionsForm = UseFormReturn<StudioPlanOptions>;

const cell = 'px-4 py-2 align-top';
/** The checkbox sits level with the inputs beside it. */
const boxCell = `${cell} pt-4`;

interface RowProps {
  form: StudioPlanOptionsForm;
  id: PlanOptionId;
  readOnly: boolean;
}

/** One option's terms: offered or not, its price in dollars and its lead time in days. */
function PlanOptionRow({ form, id, readOnly }: RowProps) {
  const label = planOptionLabel(id);
  const errors = form.formState.errors.options?.[id];
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${boxCell} font-medium`}>
        {label}
      </th>
      <td className={boxCell}>
        <label className="inline-flex items-center">
          <input
            type="checkbox"
            {...form.register(`options.${id}.offered`)}
            disabled={readOnly}
            className="size-4 accent-primary"
          />
          <span className="sr-only">Offer {label}</span>
        </label>
      </td>
      <td className={cell}>
        <FormField label={`Price of ${label} (USD)`} labelHidden error={errors?.priceCents?.message}>
          {(control) => (
            <ControlledMoneyInput
              {...control}
              control={form.control}
              name={`options.${id}.priceCents`}
              min={0}
              max={PLAN_OPTION_LIMITS.maxPriceCents / 100}
              readOnly={readOnly}
              className="w-32 text-right tabular-nums"
            />
          )}
        </FormField>
      </td>
      <td className={cell}>
        <FormField label={`Lead time of ${label} (days)`} labelHidden error={errors?.leadDays?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register(`options.${id}.leadDays`, { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={0}
              max={PLAN_OPTION_LIMITS.maxLeadDays}
              step={1}
              readOnly={readOnly}
              className={`${inputClass} w-24 text-right tabular-nums`}
            />
          )}
        </FormField>
      </td>
    </tr>
  );
}

interface GroupProps {
  form: StudioPlanOptionsForm;
  /** 'Foundations' or 'Add-ons'. */
  title: string;
  ids: readonly PlanOptionId[];
  readOnly: boolean;
}

/** A group of options under its heading row. */
export function PlanOptionGroup({ form, title, ids, readOnly }: GroupProps) {
  return (
    <tbody>
      <tr className="border-t border-border bg-muted">
        <th scope="rowgroup" colSpan={4} className="px-4 py-2 font-semibold">
          {title}
        </th>
      </tr>
      {ids.map((id) => (
        <PlanOptionRow key={id} form={form} id={id} readOnly={readOnly} />
      ))}
    </tbody>
  );
}

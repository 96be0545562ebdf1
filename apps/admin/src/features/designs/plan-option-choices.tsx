import type { DesignPlanOptionsInput, StaffDesignPlanOptions } from '@atelier/domain/plan-option-admin';
import { planOptionLabel } from '@atelier/domain/plan-options';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../components/choice-group';
import { boxClass } from '../../components/form-styles';
import { listedOptions, type PlanOptionsFormValues, termsText } from './plan-options-values';

export type DesignPlanOptionsForm = UseFormReturn<PlanOptionsFormValues, unknown, DesignPlanOptionsInput>;

interface PlanOptionChoicesProps {
  form: DesignPlanOptionsForm;
  saved: StaffDesignPlanOptions;
  readOnly: boolean;
}

/**
 * A checkbox per option the design could sell, with the studio's price and lead time. Those the studio
 * does not offer cannot be changed here; they keep their tick for when the studio offers them again.
 */
export function PlanOptionChoices({ form, saved, readOnly }: PlanOptionChoicesProps) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="offered"
      render={({ field }) => (
        <ChoiceGroup legend="Options offered" hint="Only the ticked options show on the storefront." error={undefined}>
          {() => (
            <ul className="space-y-3">
              {listedOptions(saved).map((option) => {
                const studioOffers = saved.studio[option].offered;
                const termsId = `${id}-${option}`;
                return (
                  <li key={option} className="flex items-start gap-2 text-sm">
                    <input
                      id={`${termsId}-box`}
                      type="checkbox"
                      checked={field.value.includes(option)}
                      disabled={readOnly || !studioOffers}
                      aria-describedby={termsId}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, option]
                            : field.value.filter((chosen) => chosen !== option),
                        )
                      }
                      onBlur={field.onBlur}
                      className={`${boxClass} mt-0.5`}
                    />
                    <span>
                      <label htmlFor={`${termsId}-box`} className="font-medium">
                        {planOptionLabel(option)}
                      </label>
                      <span id={termsId} className="block text-muted-fg">
                        {studioOffers ? termsText(saved, option) : 'Not offered by the studio'}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </ChoiceGroup>
      )}
    />
  );
}

import { MAX_SALE_PERCENT, type PriceSaleInput, SALE_TARGET_LABELS, SALE_TARGETS } from '@atelier/domain/price-sales';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '../../components/choice-group';
import { DateTimeField } from '../../components/date-time-field';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass, inputClass } from '../../components/form-styles';
import { CategoryChoices } from './category-choices';
import type { SaleFormValues } from './sale-form-values';

type SaleForm = UseFormReturn<SaleFormValues, unknown, PriceSaleInput>;

/** The design on sale, by the id in its address (design-001), or the category, chosen from the shop's. */
function TargetField({ form }: { form: SaleForm }) {
  const [target, targetId] = useWatch({ control: form.control, name: ['target', 'targetId'] });
  const error = form.formState.errors.targetId?.message;
  if (target === 'design') {
    return (
      <FormField
        label="Design id"
        hint="As in the design’s address in the admin, for example design-001."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('targetId')}
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
          />
        )}
      </FormField>
    );
  }
  return (
    <CategoryChoices chosen={[targetId]}>
      {(choices) => (
        <FormField label="Category" error={error}>
          {(control) => (
            <select {...control} {...form.register('targetId')} className={inputClass}>
              <option value="">Choose a category</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </CategoryChoices>
  );
}

/** Every term of a sale, for a new sale and a saved one alike. */
export function SaleFields({ form }: { form: SaleForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" hint="Buyers see it beside the reduced price." error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" className={inputClass} />}
      </FormField>
      <ChoiceGroup legend="What is on sale" error={errors.target?.message}>
        {(invalid) => (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {SALE_TARGETS.map((target) => (
              <label key={target} className={choiceClass}>
                <input
                  type="radio"
                  value={target}
                  {...invalid}
                  // A design's id means nothing as a category's, and the other way round.
                  {...form.register('target', { onChange: () => form.setValue('targetId', '') })}
                  className={boxClass}
                />
                {SALE_TARGET_LABELS[target]}
              </label>
            ))}
          </div>
        )}
      </ChoiceGroup>
      <TargetField form={form} />
      <FormField
        label="Percent off"
        hint={`A whole number, 1–${MAX_SALE_PERCENT}, off every licence.`}
        error={errors.percentOff?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('percentOff')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SALE_PERCENT}
            step={1}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField form={form} name="startsAt" label="Starts" />
        <DateTimeField form={form} name="endsAt" label="Ends" />
      </div>
    </>
  );
}

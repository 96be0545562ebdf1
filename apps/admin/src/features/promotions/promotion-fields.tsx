import type { PromotionInput } from '@atelier/domain/promotions';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '../../components/choice-group';
import { DateTimeField } from '../../components/date-time-field';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass, inputClass } from '../../components/form-styles';
import { ControlledMoneyInput } from '../../components/money-input';
import type { PromotionFormValues } from './promotion-form-values';
import { ScopeFields } from './scope-fields';

export type PromotionForm = UseFormReturn<PromotionFormValues, unknown, PromotionInput>;

const pairClass = 'grid gap-4 sm:grid-cols-2';

function CountField({
  form,
  name,
  label,
}: {
  form: PromotionForm;
  name: 'maxUses' | 'maxUsesPerBuyer';
  label: string;
}) {
  return (
    <FormField label={label} hint="Blank for no limit." error={form.formState.errors[name]?.message}>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** The discount: a whole percent, or an amount in dollars, off the lines the code covers. */
function DiscountFields({ form }: { form: PromotionForm }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  return (
    <>
      <ChoiceGroup legend="Discount" error={undefined}>
        {() => (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className={choiceClass}>
              <input type="radio" value="percent" {...form.register('kind')} className={boxClass} />A percentage
            </label>
            <label className={choiceClass}>
              <input type="radio" value="amount" {...form.register('kind')} className={boxClass} />
              An amount
            </label>
          </div>
        )}
      </ChoiceGroup>
      {kind === 'percent' ? (
        <FormField label="Percent off" hint="A whole number, 1–100." error={errors.percentOff?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('percentOff')}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              className={inputClass}
            />
          )}
        </FormField>
      ) : (
        <FormField
          label="Amount off (USD)"
          hint="Never more than the lines it covers cost."
          error={errors.amountOffCents?.message}
        >
          {(control) => <ControlledMoneyInput {...control} control={form.control} name="amountOffCents" min={0.01} />}
        </FormField>
      )}
    </>
  );
}

/** Every term of a promotion code, for a new code and a saved one alike. */
export function PromotionFields({ form }: { form: PromotionForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Code"
        hint="What buyers type at checkout: 3–32 letters, digits, dashes or underscores, kept in capitals."
        error={errors.code?.message}
      >
        {(control) => (
          <input {...control} {...form.register('code')} autoComplete="off" spellCheck={false} className={inputClass} />
        )}
      </FormField>
      <DiscountFields form={form} />
      <div className={pairClass}>
        <CountField form={form} name="maxUses" label="Total uses" />
        <CountField form={form} name="maxUsesPerBuyer" label="Uses per buyer" />
      </div>
      <div className={pairClass}>
        <DateTimeField form={form} name="startsAt" label="Starts" hint="Blank: from now on." />
        <DateTimeField form={form} name="endsAt" label="Ends" hint="Blank: no end." />
      </div>
      <FormField
        label="Minimum subtotal (USD)"
        hint="The order’s subtotal before tax; blank for none."
        error={errors.minSubtotalCents?.message}
      >
        {(control) => <ControlledMoneyInput {...control} control={form.control} name="minSubtotalCents" min={0} />}
      </FormField>
      <ScopeFields form={form} />
    </>
  );
}

import { LICENCE_IDS, licenceLabel } from '@atelier/domain/licences';
import { PROMOTION_SCOPE_LABELS, PROMOTION_SCOPES } from '@atelier/domain/promotions';
import { Controller, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '../../components/choice-group';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass, inputClass } from '../../components/form-styles';
import { LinesField } from '../../components/lines-field';
import { CategoryChoices, type Choice } from './category-choices';
import type { PromotionForm } from './promotion-fields';

/** Checkboxes for the categories or licence kinds the code covers, kept as a list of ids. */
function ValueChoices({ form, legend, choices }: { form: PromotionForm; legend: string; choices: Choice[] }) {
  return (
    <Controller
      control={form.control}
      name="scopeValues"
      render={({ field }) => (
        <ChoiceGroup legend={legend} error={form.formState.errors.scopeValues?.message}>
          {(invalid) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {choices.map((choice, index) => (
                <label key={choice.value} className={choiceClass}>
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="checkbox"
                    {...invalid}
                    checked={field.value.includes(choice.value)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, choice.value]
                          : field.value.filter((chosen) => chosen !== choice.value),
                      )
                    }
                    onBlur={field.onBlur}
                    className={boxClass}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          )}
        </ChoiceGroup>
      )}
    />
  );
}

/** The shop's categories to tick. */
function CategoryBoxes({ form }: { form: PromotionForm }) {
  const chosen = useWatch({ control: form.control, name: 'scopeValues' });
  return (
    <CategoryChoices chosen={chosen}>
      {(choices) => <ValueChoices form={form} legend="Categories" choices={choices} />}
    </CategoryChoices>
  );
}

const LICENCE_CHOICES: Choice[] = LICENCE_IDS.map((id) => ({ value: id, label: licenceLabel(id) }));

/** What the code covers: everything, or the categories, designs or licence kinds chosen. */
export function ScopeFields({ form }: { form: PromotionForm }) {
  const scope = useWatch({ control: form.control, name: 'scope' });
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Applies to" error={errors.scope?.message}>
        {(control) => (
          <select
            {...control}
            // The ids of one scope mean nothing in another.
            {...form.register('scope', { onChange: () => form.setValue('scopeValues', []) })}
            className={inputClass}
          >
            {PROMOTION_SCOPES.map((value) => (
              <option key={value} value={value}>
                {PROMOTION_SCOPE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {scope === 'categories' ? <CategoryBoxes form={form} /> : null}
      {scope === 'licences' ? <ValueChoices form={form} legend="Licence kinds" choices={LICENCE_CHOICES} /> : null}
      {scope === 'designs' ? (
        <LinesField
          form={form}
          name="designIds"
          label="Design ids"
          hint="One per line, as in the design’s address in the admin, for example design-002."
        />
      ) : null}
    </>
  );
}

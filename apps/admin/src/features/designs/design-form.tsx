import {
  COMPLEXITY_FACTOR_MAX,
  COMPLEXITY_FACTOR_MIN,
  type DesignFormOptions,
  type DesignFormValues,
} from '@atelier/domain/design-admin';
import {
  ARCHITECTURAL_STYLES,
  DESIGN_STATUS_LABELS,
  DESIGN_STATUSES,
  type DesignStatus,
  FOUNDATIONS,
  ROOF_TYPES,
} from '@atelier/domain/design-facts';
import { LoaderCircle, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChoiceGroup } from '../../components/choice-group';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass, inputClass, primaryButtonClass, textareaClass } from '../../components/form-styles';
import {
  type DesignForm as DesignFormApi,
  groupClass,
  legendClass,
  NumberField,
  PriceField,
  SelectField,
} from './design-form-fields';
import { ModelFacts } from './model-facts';

const STATUS_HINTS: Record<DesignStatus, string> = {
  draft: 'only staff see it',
  published: 'on sale on the storefront',
  archived: 'kept for its orders, no longer sold',
};

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

interface DesignFormProps {
  form: DesignFormApi;
  options: DesignFormOptions;
  /** Without the update permission: every field disabled and no save button. */
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: DesignFormValues): void;
  /** Shown above the save button: the server's refusal, or an edit conflict. */
  alert?: ReactNode;
  /** The licences a saved design offers (see LicenceFields), shown after the listing with its price. */
  licences?: ReactNode;
  /** A design with a building model shows the model's facts in place of their fields (decision 072). */
  factsFromModel?: boolean;
}

/** The design's facts, for a new design and for an existing one alike. */
export function DesignForm({
  form,
  options,
  readOnly,
  submitLabel,
  pending,
  onSubmit,
  alert,
  licences,
  factsFromModel = false,
}: DesignFormProps) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <fieldset disabled={readOnly} className="space-y-4">
        <fieldset className={groupClass}>
          <legend className={legendClass}>Listing</legend>
          <FormField label="Title" error={errors.title?.message}>
            {(control) => <input {...control} {...form.register('title')} className={inputClass} />}
          </FormField>
          <FormField
            label="Description"
            hint="At least 20 characters; shown on the design's page."
            error={errors.description?.message}
          >
            {(control) => (
              <textarea {...control} {...form.register('description')} rows={6} className={textareaClass} />
            )}
          </FormField>
          <div className={gridClass}>
            <PriceField form={form} />
            <SelectField
              form={form}
              name="categoryId"
              label="Category"
              options={options.categories}
              emptyLabel="Choose a category"
            />
            <SelectField
              form={form}
              name="locationId"
              label="Location"
              options={options.locations}
              emptyLabel="Choose a location"
            />
            <SelectField
              form={form}
              name="buildingTypeId"
              label="Building type"
              options={options.buildingTypes}
              emptyLabel="Choose a building type"
            />
          </div>
          <ChoiceGroup legend="Environmental conditions" error={errors.environmentalConditions?.message}>
            {(invalid) => (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                {options.environmentalConditions.map((condition) => (
                  <label key={condition.id} className={choiceClass}>
                    <input
                      type="checkbox"
                      value={condition.id}
                      {...form.register('environmentalConditions')}
                      {...invalid}
                      className={boxClass}
                    />
                    {condition.label}
                  </label>
                ))}
              </div>
            )}
          </ChoiceGroup>
          <label className={choiceClass}>
            <input type="checkbox" {...form.register('featured')} className={boxClass} />
            Featured (shown first on the storefront)
          </label>
        </fieldset>

        {licences}

        <fieldset className={groupClass}>
          <legend className={legendClass}>Size and rooms</legend>
          {factsFromModel ? (
            <ModelFacts values={form.getValues()} />
          ) : (
            <div className={gridClass}>
              <NumberField form={form} name="area" label="Area (sq ft)" min={100} />
              <NumberField form={form} name="stories" label="Stories" min={1} />
              <NumberField form={form} name="bedrooms" label="Bedrooms (optional)" min={0} optional />
              <NumberField
                form={form}
                name="bathrooms"
                label="Bathrooms (optional)"
                hint="In halves, for example 2.5."
                min={0}
                step={0.5}
                optional
              />
              <NumberField form={form} name="widthFt" label="Width in feet (optional)" min={8} optional />
              <NumberField form={form} name="depthFt" label="Depth in feet (optional)" min={8} optional />
              <NumberField form={form} name="garageBays" label="Garage bays (optional)" min={0} optional />
              <NumberField
                form={form}
                name="complexityFactor"
                label="Build complexity"
                hint="Multiplies the cost-to-build estimate: 1.00 for a plain shape, more for many corners, vaulted ceilings or a difficult site."
                min={COMPLEXITY_FACTOR_MIN}
                max={COMPLEXITY_FACTOR_MAX}
                step={0.05}
              />
            </div>
          )}
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>Construction</legend>
          <div className={gridClass}>
            {factsFromModel ? null : (
              <>
                <SelectField
                  form={form}
                  name="foundation"
                  label="Foundation"
                  options={FOUNDATIONS}
                  emptyLabel="Not stated"
                  optional
                />
                <SelectField
                  form={form}
                  name="roofType"
                  label="Roof type"
                  options={ROOF_TYPES}
                  emptyLabel="Not stated"
                  optional
                />
              </>
            )}
            <SelectField
              form={form}
              name="style"
              label="Style"
              options={ARCHITECTURAL_STYLES}
              emptyLabel="Not stated"
              optional
            />
          </div>
        </fieldset>

        <div className={groupClass}>
          <ChoiceGroup legend="Status" error={errors.status?.message}>
            {(invalid) => (
              <div className="flex flex-col gap-2">
                {DESIGN_STATUSES.map((status) => (
                  <label key={status} className={choiceClass}>
                    <input type="radio" value={status} {...form.register('status')} {...invalid} className={boxClass} />
                    <span>
                      <span className="font-medium">{DESIGN_STATUS_LABELS[status]}</span>
                      <span className="text-muted-fg">: {STATUS_HINTS[status]}</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </ChoiceGroup>
        </div>
      </fieldset>

      {alert}
      {readOnly ? (
        <p className="text-sm text-muted-fg">You can look at this design but not change it.</p>
      ) : (
        <div className="flex justify-end">
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden className="size-4" />
            )}
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}

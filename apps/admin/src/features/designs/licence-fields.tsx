import {
  BASE_LICENCE,
  EXTRA_LICENCE_IDS,
  type ExtraLicenceId,
  LICENCES,
  STUDY_SET_CREDIT_DAYS,
} from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass } from '../../components/form-styles';
import { MoneyInput } from '../../components/money-input';
import { type DesignForm, groupClass, legendClass, PRICE_HINT } from './design-form-fields';
import { PLAN_FILE_SECTION_IDS } from './plan-files';

const licenceClass = 'space-y-2 border-t border-border pt-4';
const termsClass = 'text-sm text-muted-fg';

/** What staff should know before offering a licence, beyond the terms buyers read. */
const LICENCE_HINTS: Partial<Record<ExtraLicenceId, string>> = {
  study: `Watermarked “NOT FOR CONSTRUCTION”; its price is credited when the buyer buys a build licence of this design within ${STUDY_SET_CREDIT_DAYS} days.`,
};

/** The base licence: always offered, at the design's price as typed above. */
function BaseLicence({ form }: { form: DesignForm }) {
  const priceCents = useWatch({ control: form.control, name: 'priceCents' });
  const terms = LICENCES[BASE_LICENCE];
  return (
    <div className={licenceClass}>
      <p className="font-medium">{terms.label}</p>
      <p className={termsClass}>{terms.summary}</p>
      <p className="text-sm">
        Always offered, at the design's price:{' '}
        <span className="font-medium">{Number.isFinite(priceCents) ? formatMoney(priceCents) : 'not set yet'}</span>
      </p>
    </div>
  );
}

interface ExtraLicenceProps {
  form: DesignForm;
  licence: ExtraLicenceId;
  canDeliverCad: boolean;
}

/** An extra licence: offered or not, and its own price. */
function ExtraLicence({ form, licence, canDeliverCad }: ExtraLicenceProps) {
  const terms = LICENCES[licence];
  // Only the licences that deliver CAD files need them (a study set delivers the plan set alone).
  const blocked = terms.files.includes('cad') && !canDeliverCad;
  const hint = LICENCE_HINTS[licence];
  const hintId = useId();
  const blockedId = useId();
  const describedBy = [hint ? hintId : null, blocked ? blockedId : null].filter(Boolean).join(' ');
  // The price typed before the licence was withdrawn comes back when it is offered again.
  const withdrawnPrice = useRef(Number.NaN);
  return (
    <Controller
      control={form.control}
      name={`licences.${licence}`}
      render={({ field, fieldState }) => {
        const offered = field.value !== null;
        return (
          <fieldset className={licenceClass} {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
            <legend className="font-medium">{terms.label}</legend>
            <p className={termsClass}>{terms.summary}</p>
            {hint ? (
              <p id={hintId} className="text-sm">
                {hint}
              </p>
            ) : null}
            {blocked ? (
              <p id={blockedId} className="text-sm">
                Upload CAD files to offer this licence.{' '}
                <a href={`#${PLAN_FILE_SECTION_IDS.cad}`} className="font-medium text-primary underline">
                  Go to the CAD files
                </a>
              </p>
            ) : null}
            <label className={choiceClass}>
              <input
                type="checkbox"
                checked={offered}
                // A licence offered already can always be withdrawn.
                disabled={blocked && !offered}
                onChange={(event) => {
                  if (event.target.checked) {
                    field.onChange(withdrawnPrice.current);
                  } else {
                    withdrawnPrice.current = field.value ?? Number.NaN;
                    field.onChange(null);
                  }
                }}
                className={boxClass}
              />
              Offer the {terms.label} licence
            </label>
            <FormField
              label={`Price of the ${terms.label} licence (USD)`}
              hint={PRICE_HINT}
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            >
              {(control) => (
                <MoneyInput
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value ?? withdrawnPrice.current}
                  onValueChange={field.onChange}
                  disabled={!offered}
                />
              )}
            </FormField>
          </fieldset>
        );
      }}
    />
  );
}

interface LicenceFieldsProps {
  form: DesignForm;
  /** Uploaded CAD files, or the generated drawing of a seeded design: licences that include them need it. */
  canDeliverCad: boolean;
}

/** The licences a buyer chooses from on the design's page, each with its price (decision 032). */
export function LicenceFields({ form, canDeliverCad }: LicenceFieldsProps) {
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Licences</legend>
      <p className={termsClass}>
        Buyers choose one licence on the design's page. The licence decides which files they receive.
      </p>
      <BaseLicence form={form} />
      {EXTRA_LICENCE_IDS.map((licence) => (
        <ExtraLicence key={licence} form={form} licence={licence} canDeliverCad={canDeliverCad} />
      ))}
    </fieldset>
  );
}

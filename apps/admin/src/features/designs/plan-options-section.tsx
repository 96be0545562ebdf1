import type { StaffDesign } from '@atelier/domain/design-admin';
import { can } from '@atelier/domain/permissions';
import type { DesignPlanOptionsInput, StaffDesignPlanOptions } from '@atelier/domain/plan-option-admin';
import { planOptionLabel } from '@atelier/domain/plan-options';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ChoiceGroup } from '../../components/choice-group';
import { FormActions } from '../../components/form-actions';
import { boxClass, choiceClass, linkClass } from '../../components/form-styles';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { useAuth } from '../../lib/auth';
import { useFollowSaved } from '../../lib/follow-saved';
import { errorMessage } from '../../lib/query-client';
import { type DesignPlanOptionsForm, PlanOptionChoices } from './plan-option-choices';
import { useDesignPlanOptions, useSaveDesignPlanOptions } from './plan-options-api';
import {
  includedFoundationOf,
  type PlanOptionsFormValues,
  planOptionsFormSchema,
  planOptionsValuesOf,
  studioOffered,
  termsText,
} from './plan-options-values';

interface PlanOptionsSectionProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
}

/** The design page's plan options (decision 043): which of the studio's options this design offers. */
export function PlanOptionsSection({ design, canUpdate, announce }: PlanOptionsSectionProps) {
  const { user } = useAuth();
  const query = useDesignPlanOptions(design.id, design.version);
  return (
    <SectionCard
      id="design-plan-options-title"
      title="Plan options"
      description={
        <>
          What buyers may add to this design's plan set on the storefront, at the studio's prices.{' '}
          {can(user, 'settings', 'read') ? (
            <Link to="/settings/plan-options" className={linkClass}>
              Edit the studio's plan options
            </Link>
          ) : null}
        </>
      }
    >
      {query.data ? (
        <PlanOptionsForm designId={design.id} saved={query.data} readOnly={!canUpdate} announce={announce} />
      ) : (
        <QueryFallback query={query} errorTitle="The plan options could not be loaded.">
          Loading the plan options...
        </QueryFallback>
      )}
    </SectionCard>
  );
}

/** The design's own foundation, sold with it at no charge; without one, no other foundation is sold. */
function IncludedFoundation({ saved }: { saved: StaffDesignPlanOptions }) {
  const included = includedFoundationOf(saved);
  if (!included) {
    return <p className="text-sm">This design has no foundation of its own, so no other foundation is sold.</p>;
  }
  return (
    <p className="text-sm">
      <span className="font-medium">Included: {planOptionLabel(included)}</span>, the design's own, at no charge.
    </p>
  );
}

interface DesignPlanOptionsFormProps {
  designId: string;
  saved: StaffDesignPlanOptions;
  readOnly: boolean;
  announce(message: string): void;
}

function PlanOptionsForm({ designId, saved, readOnly, announce }: DesignPlanOptionsFormProps) {
  const save = useSaveDesignPlanOptions(designId);
  const form: DesignPlanOptionsForm = useForm<PlanOptionsFormValues, unknown, DesignPlanOptionsInput>({
    resolver: zodResolver(planOptionsFormSchema),
    defaultValues: planOptionsValuesOf(saved),
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  // An untouched form follows what was loaded since (the studio's terms, the design's foundation).
  useFollowSaved(form, saved, planOptionsValuesOf);

  const submit = (input: DesignPlanOptionsInput) => {
    announce('');
    save.mutate(input, {
      onSuccess: (answer) => {
        form.reset(planOptionsValuesOf(answer));
        announce("The plan options are saved. The storefront's design page offers them from now on.");
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="design-plan-options-title"
      className="space-y-4"
    >
      <IncludedFoundation saved={saved} />
      <ChoiceGroup legend="Options this design offers" error={undefined}>
        {() =>
          (['all', 'only'] as const).map((value) => (
            <label key={value} className={choiceClass}>
              <input type="radio" value={value} {...form.register('mode')} disabled={readOnly} className={boxClass} />
              {value === 'all' ? 'Offer every option the studio offers' : 'Offer only these'}
            </label>
          ))
        }
      </ChoiceGroup>
      {mode === 'all' ? (
        <StudioOffer saved={saved} />
      ) : (
        <PlanOptionChoices form={form} saved={saved} readOnly={readOnly} />
      )}
      {readOnly ? (
        <p className="text-sm text-muted-fg">You can look at the plan options but not change them.</p>
      ) : (
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending} icon={Save}>
          Save plan options
        </FormActions>
      )}
    </form>
  );
}

/** What the design offers while it follows the studio: every option the studio offers now. */
function StudioOffer({ saved }: { saved: StaffDesignPlanOptions }) {
  const offered = studioOffered(saved);
  if (offered.length === 0) return <p className="text-sm">The studio offers no option at present.</p>;
  return (
    <ul aria-label="Offered on the storefront" className="space-y-1 text-sm">
      {offered.map((id) => (
        <li key={id}>
          <span className="font-medium">{planOptionLabel(id)}</span>{' '}
          <span className="text-muted-fg">{termsText(saved, id)}</span>
        </li>
      ))}
    </ul>
  );
}

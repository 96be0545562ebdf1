import { can } from '@atelier/domain/permissions';
import { type StudioPlanOptions, studioPlanOptionsSchema } from '@atelier/domain/plan-option-admin';
import { ADD_ON_IDS, FOUNDATION_IDS, PLAN_OPTION_IDS } from '@atelier/domain/plan-options';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Announcement } from '../../components/announcement';
import { FormActions } from '../../components/form-actions';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { SimpleTable } from '../../components/table-card';
import { useAuth } from '../../lib/auth';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useSaveStudioPlanOptions, useStudioPlanOptions } from './api';
import { PlanOptionGroup, type StudioPlanOptionsForm } from './plan-option-rows';

/** Every field in the order the rows show them: a server's field errors focus the first of these. */
const FIELDS = PLAN_OPTION_IDS.flatMap((id) => [
  `options.${id}.offered` as const,
  `options.${id}.priceCents` as const,
  `options.${id}.leadDays` as const,
]);

/** /settings/plan-options: what buyers may add to a design's plan set, at what price and lead time. */
export function PlanOptionsPage() {
  const query = useStudioPlanOptions();
  const { user } = useAuth();
  const [announcement, setAnnouncement] = useState('');
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="The plan options could not be loaded.">
        Loading the plan options...
      </QueryFallback>
    );
  }
  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <div className="max-w-prose space-y-2 text-sm">
        <p>
          Buyers may add these options to a design's plan set. The design's own foundation is always included at no
          charge; another foundation, a right-reading reverse or a materials list costs the price set here. A design may
          offer fewer of them: choose on the design's page.
        </p>
        <p>
          A lead time is the days the studio takes to draw the option once the order is paid: each option bought becomes
          a task on the order, due that many days after payment.
        </p>
      </div>
      <PlanOptionsForm initial={query.data} readOnly={!can(user, 'settings', 'update')} announce={setAnnouncement} />
    </div>
  );
}

interface StudioPlanOptionsFormProps {
  initial: StudioPlanOptions;
  readOnly: boolean;
  announce(message: string): void;
}

function PlanOptionsForm({ initial, readOnly, announce }: StudioPlanOptionsFormProps) {
  const save = useSaveStudioPlanOptions();
  const form: StudioPlanOptionsForm = useForm<StudioPlanOptions>({
    resolver: zodResolver(studioPlanOptionsSchema),
    defaultValues: initial,
  });

  const submit = (input: StudioPlanOptions) => {
    announce('');
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(saved);
        announce('The plan options are saved. Every design page offers them from now on.');
      },
      onError: (error) => {
        if (showFieldErrors(form, error, FIELDS)) save.reset();
      },
    });
  };

  return (
    <SectionCard
      id="studio-plan-options-title"
      title="Options of every plan set"
      description={readOnly ? 'You can read the plan options but not change them.' : undefined}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-labelledby="studio-plan-options-title"
        className="space-y-4"
      >
        <SimpleTable
          caption="Plan options"
          frame="outline"
          columns={[{ label: 'Option' }, { label: 'Offered' }, { label: 'Price (USD)' }, { label: 'Lead time (days)' }]}
        >
          <PlanOptionGroup form={form} title="Foundations" ids={FOUNDATION_IDS} readOnly={readOnly} />
          <PlanOptionGroup form={form} title="Add-ons" ids={ADD_ON_IDS} readOnly={readOnly} />
        </SimpleTable>
        {readOnly ? null : (
          <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending} icon={Save}>
            Save plan options
          </FormActions>
        )}
      </form>
    </SectionCard>
  );
}

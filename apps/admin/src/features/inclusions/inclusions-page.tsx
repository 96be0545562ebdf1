import { LICENCE_IDS, LICENCES, type LicenceId } from '@atelier/domain/licences';
import { can } from '@atelier/domain/permissions';
import { INCLUSION_LIMITS, type StudioInclusions, studioInclusionsSchema } from '@atelier/domain/plan-inclusions';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Announcement } from '../../components/announcement';
import { FormActions } from '../../components/form-actions';
import { LinesField, linesOf, linesResolver, showLinesFieldErrors, textOf } from '../../components/lines-field';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/query-client';
import { useSaveStudioInclusions, useStudioInclusions } from './api';

/** What the form holds: each licence kind's lines as the text of its textarea. */
interface InclusionsFormValues {
  licences: Record<LicenceId, string>;
}

const byLicence = <T,>(value: (licence: LicenceId) => T) =>
  Object.fromEntries(LICENCE_IDS.map((licence) => [licence, value(licence)])) as Record<LicenceId, T>;

const TEXTAREAS = LICENCE_IDS.map((licence) => `licences.${licence}` as const);

const valuesOf = (studio: StudioInclusions): InclusionsFormValues => ({
  licences: byLicence((licence) => textOf(studio.licences[licence])),
});

const resolver = linesResolver(
  studioInclusionsSchema,
  (values: InclusionsFormValues): StudioInclusions => ({
    licences: byLicence((licence) => linesOf(values.licences[licence])),
  }),
  TEXTAREAS,
);

/** /settings/inclusions: the lines every design page shows beside each licence, before the design's own. */
export function InclusionsPage() {
  const query = useStudioInclusions();
  const { user } = useAuth();
  const [announcement, setAnnouncement] = useState('');
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="What's included could not be loaded.">
        Loading what's included...
      </QueryFallback>
    );
  }
  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <p className="max-w-prose text-sm">
        These lines show beside each licence on every design page, followed by the design's own additions, which are
        edited on the design's page.
      </p>
      <InclusionsForm initial={query.data} readOnly={!can(user, 'settings', 'update')} announce={setAnnouncement} />
    </div>
  );
}

interface InclusionsFormProps {
  initial: StudioInclusions;
  readOnly: boolean;
  announce(message: string): void;
}

function InclusionsForm({ initial, readOnly, announce }: InclusionsFormProps) {
  const save = useSaveStudioInclusions();
  const form = useForm<InclusionsFormValues, unknown, StudioInclusions>({ resolver, defaultValues: valuesOf(initial) });

  const submit = (input: StudioInclusions) => {
    announce('');
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        announce("What's included is saved. Every design page shows these lines from now on.");
      },
      onError: (error) => {
        if (showLinesFieldErrors(form, error, TEXTAREAS)) save.reset();
      },
    });
  };

  return (
    <SectionCard
      id="studio-inclusions-title"
      title="Lines for each licence"
      description={readOnly ? 'You can read these lines but not change them.' : undefined}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-labelledby="studio-inclusions-title"
        className="space-y-4"
      >
        <div className="grid gap-4 lg:grid-cols-3">
          {LICENCE_IDS.map((licence) => (
            <LinesField
              key={licence}
              form={form}
              name={`licences.${licence}`}
              label={LICENCES[licence].label}
              hint={`One item per line, at most ${INCLUSION_LIMITS.lines}.`}
              readOnly={readOnly}
              rows={6}
            />
          ))}
        </div>
        {readOnly ? null : (
          <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending} icon={Save}>
            Save what's included
          </FormActions>
        )}
      </form>
    </SectionCard>
  );
}

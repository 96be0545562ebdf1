import type { StaffDesign } from '@atelier/domain/design-admin';
import { LICENCE_IDS, LICENCES, type LicenceId } from '@atelier/domain/licences';
import { can } from '@atelier/domain/permissions';
import {
  type DesignInclusionsInput,
  designInclusionsInputSchema,
  INCLUSION_LIMITS,
  type StaffDesignInclusions,
} from '@atelier/domain/plan-inclusions';
import { Save } from 'lucide-react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormActions } from '../../components/form-actions';
import { linkClass } from '../../components/form-styles';
import { LinesField, linesOf, linesResolver, showLinesFieldErrors, textOf } from '../../components/lines-field';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { useAuth } from '../../lib/auth';
import { useFollowSaved } from '../../lib/follow-saved';
import { errorMessage } from '../../lib/query-client';
import { useDesignInclusions, useSaveDesignInclusions } from './inclusions-api';

/** The most sheets an uploaded plan set lists (designInclusionsInputSchema). */

/** What the form holds: each list as the text of its textarea. */
interface InclusionsFormValues {
  additions: Record<LicenceId, string>;
  planSetContents: string;
}

const ADDITIONS = LICENCE_IDS.map((licence) => `additions.${licence}` as const);
const TEXTAREAS = [...ADDITIONS, 'planSetContents' as const];

const valuesOf = (saved: StaffDesignInclusions): InclusionsFormValues => ({
  additions: Object.fromEntries(
    LICENCE_IDS.map((licence) => [licence, textOf(saved.additions[licence] ?? [])]),
  ) as Record<LicenceId, string>,
  planSetContents: textOf(saved.planSetContents),
});

/** Only the licences this design adds lines to are sent. */
const toInput = (values: InclusionsFormValues): DesignInclusionsInput => ({
  additions: Object.fromEntries(
    LICENCE_IDS.flatMap((licence) => {
      const lines = linesOf(values.additions[licence]);
      return lines.length > 0 ? [[licence, lines]] : [];
    }),
  ),
  planSetContents: linesOf(values.planSetContents),
});

const resolver = linesResolver(designInclusionsInputSchema, toInput, TEXTAREAS);

/** Changes when the plan set is uploaded, replaced or removed: where its sheets come from may change too. */
const planSetStampOf = (design: StaffDesign) => `${design.generatedPlanSet}:${design.planSet?.uploadedAt ?? 'none'}`;

interface InclusionsSectionProps {
  design: StaffDesign;
  canUpdate: boolean;
  announce(message: string): void;
}

/**
 * The design page's "What's included": per licence, the studio's lines (edited in settings) and this
 * design's additions; then the drawings of the plan set, generated or listed by staff for an uploaded one.
 */
export function InclusionsSection({ design, canUpdate, announce }: InclusionsSectionProps) {
  const { user } = useAuth();
  const query = useDesignInclusions(design.id, planSetStampOf(design));
  return (
    <SectionCard
      id="design-inclusions-title"
      title="What's included"
      description={
        <>
          Shown beside each licence on the storefront's design page: the studio's lines for the licence, then this
          design's own.{' '}
          {can(user, 'settings', 'read') ? (
            <Link to="/settings/inclusions" className={linkClass}>
              Edit the studio's lines
            </Link>
          ) : null}
        </>
      }
    >
      {query.data ? (
        <InclusionsForm designId={design.id} saved={query.data} readOnly={!canUpdate} announce={announce} />
      ) : (
        <QueryFallback query={query} errorTitle="What's included could not be loaded.">
          Loading what's included...
        </QueryFallback>
      )}
    </SectionCard>
  );
}

interface InclusionsFormProps {
  designId: string;
  saved: StaffDesignInclusions;
  readOnly: boolean;
  announce(message: string): void;
}

function InclusionsForm({ designId, saved, readOnly, announce }: InclusionsFormProps) {
  const save = useSaveDesignInclusions(designId);
  const form = useForm<InclusionsFormValues, unknown, DesignInclusionsInput>({
    resolver,
    defaultValues: valuesOf(saved),
  });
  // An untouched form follows what was loaded since (a plan set uploaded); one being edited keeps its text.
  useFollowSaved(form, saved, valuesOf);

  const submit = (input: DesignInclusionsInput) => {
    announce('');
    save.mutate(input, {
      onSuccess: (answer) => {
        form.reset(valuesOf(answer));
        announce("What's included is saved. The storefront's design page shows it from now on.");
      },
      onError: (error) => {
        if (showLinesFieldErrors(form, error, TEXTAREAS)) save.reset();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="design-inclusions-title"
      className="space-y-6"
    >
      <div className="grid gap-4 xl:grid-cols-3">
        {LICENCE_IDS.map((licence) => (
          <fieldset key={licence} className="min-w-0 space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 font-semibold">{LICENCES[licence].label}</legend>
            <StudioLines licence={licence} lines={saved.studio[licence]} />
            <LinesField
              form={form}
              name={`additions.${licence}`}
              label="Added for this design"
              hint={`One item per line, at most ${INCLUSION_LIMITS.lines}, shown after the studio's.`}
              readOnly={readOnly}
              rows={3}
            />
          </fieldset>
        ))}
      </div>
      <PlanSetSheets form={form} saved={saved} readOnly={readOnly} />
      {readOnly ? (
        <p className="text-sm text-muted-fg">You can look at what's included but not change it.</p>
      ) : (
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending} icon={Save}>
          Save what's included
        </FormActions>
      )}
    </form>
  );
}

/** The studio's lines for a licence, as every design shows them first. */
function StudioLines({ licence, lines }: { licence: LicenceId; lines: readonly string[] }) {
  const titleId = `studio-lines-${licence}`;
  return (
    <div className="space-y-1 text-sm text-muted-fg">
      <p id={titleId}>The studio's lines, on every design:</p>
      {lines.length > 0 ? (
        <ul aria-labelledby={titleId} className="list-disc space-y-0.5 pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
    </div>
  );
}

interface PlanSetSheetsProps {
  form: UseFormReturn<InclusionsFormValues, unknown, DesignInclusionsInput>;
  saved: StaffDesignInclusions;
  readOnly: boolean;
}

/** A generated plan set's own sheet index, or the sheets staff list for an uploaded one. */
function PlanSetSheets({ form, saved, readOnly }: PlanSetSheetsProps) {
  return (
    <section aria-labelledby="design-plan-set-sheets-title" className="space-y-3">
      <h3 id="design-plan-set-sheets-title" className="font-semibold">
        What's in the plan set
      </h3>
      {saved.planSet === 'generated' ? (
        <>
          <p className="text-sm text-muted-fg">
            Generated from the design's facts: the storefront lists the sheets of the generated plan set. Once a plan
            set is uploaded, you list its sheets here.
          </p>
          <ul aria-label="Sheets of the generated plan set" className="list-disc space-y-0.5 pl-5 text-sm">
            {saved.generatedSheets.map((sheet) => (
              <li key={sheet}>{sheet}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {saved.planSet === 'none' ? (
            <p className="text-sm">No plan set is uploaded yet: the storefront shows this list once one is.</p>
          ) : null}
          <LinesField
            form={form}
            name="planSetContents"
            label="Sheets of the uploaded plan set"
            hint={`One sheet per line, at most ${INCLUSION_LIMITS.sheets}, as the plan set's sheet index names them. Needed before the design is published.`}
            readOnly={readOnly}
            rows={6}
          />
        </>
      )}
    </section>
  );
}

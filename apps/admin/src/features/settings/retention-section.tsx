import { can } from '@atelier/domain/permissions';
import {
  RETENTION_KEYS,
  RETENTION_LABELS,
  RETENTION_LIMITS,
  type RetentionKey,
  type RetentionResponse,
  type RetentionRun,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@atelier/domain/retention';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Announcement } from '../../components/announcement';
import { DateTime } from '../../components/date-time';
import { FormActions, FormError, SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, secondaryButtonClass } from '../../components/form-styles';
import { QueryFallback } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/query-client';
import { useRetention, useRunRetention, useSaveRetention } from './api';
import { showServerFieldErrors } from './server-errors';

const HINTS: Record<RetentionKey, string> = {
  emailDays: "An order's e-mails stay on its timeline; only their stored text goes.",
  notificationDays: 'Read or not.',
  auditDetailDays: 'Who did what, and when, stays; the details go.',
  pageViewDays: 'Analytics compares a year with the year before.',
};

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What one pass removed, e.g. 'removed 3 e-mails, cleared 2 e-mail texts, 5 notifications, …'. */
const retentionSummary = (removed: RetentionRun) =>
  `removed ${count(removed.emailsDeleted, 'e-mail')}, cleared ${count(removed.emailTextsCleared, 'e-mail text')}, ${count(
    removed.notificationsDeleted,
    'notification',
  )}, ${count(removed.auditDetailsCleared, 'audit detail')}, ${count(
    removed.pageViewDaysDeleted,
    'day of page views',
    'days of page views',
  )}, ${count(removed.expiredSignInsDeleted, 'expired sign-in')}`;

/**
 * How long the shop keeps what it only needs for a while (decision 048): an hourly pass removes what is
 * older, and staff may run one now. A form of its own, beside the general settings' (forms cannot nest).
 */
export function RetentionSection() {
  const query = useRetention();
  const { user } = useAuth();
  const readOnly = !can(user, 'settings', 'update');
  const [announcement, setAnnouncement] = useState('');
  return (
    <SectionCard
      id="retention-title"
      title="Data retention"
      description="Orders, invoices, customers and each order's timeline are always kept. These are removed once older than:"
    >
      {readOnly ? <p className="text-sm">You can read the retention periods but not change them.</p> : null}
      {query.data ? (
        <>
          <RetentionForm initial={query.data.settings} readOnly={readOnly} announce={setAnnouncement} />
          <LastRun lastRun={query.data.lastRun} readOnly={readOnly} announce={setAnnouncement} />
        </>
      ) : (
        <QueryFallback query={query} errorTitle="The data retention settings could not be loaded.">
          Loading the data retention settings...
        </QueryFallback>
      )}
      <Announcement>{announcement}</Announcement>
    </SectionCard>
  );
}

interface PartProps {
  readOnly: boolean;
  announce(message: string): void;
}

function RetentionForm({ initial, readOnly, announce }: PartProps & { initial: RetentionSettings }) {
  const save = useSaveRetention();
  const form = useForm<RetentionSettings>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: initial,
  });
  const errors = form.formState.errors;

  const submit = (values: RetentionSettings) => {
    announce('');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved.settings);
        announce('The retention periods are saved. The next pass removes what is older.');
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error)) save.reset();
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="retention-title" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {RETENTION_KEYS.map((key) => (
          <FormField key={key} label={RETENTION_LABELS[key]} hint={HINTS[key]} error={errors[key]?.message}>
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  {...form.register(key, { valueAsNumber: true })}
                  // The unit is heard with the field, before its hint.
                  aria-describedby={[`${control.id}-unit`, control['aria-describedby']].filter(Boolean).join(' ')}
                  type="number"
                  inputMode="numeric"
                  min={RETENTION_LIMITS[key].min}
                  max={RETENTION_LIMITS[key].max}
                  step={1}
                  readOnly={readOnly}
                  className={`${inputClass} w-28 text-right tabular-nums`}
                />
                <span id={`${control.id}-unit`} className="text-sm text-muted-fg">
                  days
                </span>
              </div>
            )}
          </FormField>
        ))}
      </div>
      {readOnly ? null : (
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending} icon={Save}>
          Save retention periods
        </FormActions>
      )}
    </form>
  );
}

/** When the last pass ran and what it removed; a pass run now, for staff who may change the settings. */
function LastRun({ lastRun, readOnly, announce }: PartProps & { lastRun: RetentionResponse['lastRun'] }) {
  const run = useRunRetention();
  const runNow = () => {
    announce('');
    run.mutate(undefined, {
      onSuccess: (ran) => {
        announce(ran.lastRun ? `Retention ran: ${retentionSummary(ran.lastRun.removed)}.` : 'Retention ran.');
      },
    });
  };
  return (
    <div className="space-y-3 border-t border-border pt-4">
      <p className="text-sm">
        {lastRun ? (
          <>
            Last run: <DateTime value={lastRun.at} /> — {retentionSummary(lastRun.removed)}
          </>
        ) : (
          'Not run yet.'
        )}
      </p>
      {readOnly ? null : (
        <>
          <FormError error={run.error} />
          <SubmitButton pending={run.isPending} onClick={runNow} className={secondaryButtonClass}>
            Run now
          </SubmitButton>
        </>
      )}
    </div>
  );
}

import { type BackupSchedule, backupScheduleSchema } from '@atelier/domain/backup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useSaveSchedule } from './api';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The daily backup: on or off, the hour (UTC) and how many daily backups are kept. */
export function ScheduleForm({ schedule, announce }: { schedule: BackupSchedule; announce(message: string): void }) {
  const save = useSaveSchedule();
  const form = useForm<BackupSchedule>({ resolver: zodResolver(backupScheduleSchema), defaultValues: schedule });
  const { errors } = form.formState;

  const submit = (values: BackupSchedule) => {
    announce('');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        announce(
          saved.enabled
            ? `The daily backup is on: every day at ${String(saved.hour).padStart(2, '0')}:00 UTC, the newest ${saved.retention} kept.`
            : 'The daily backup is off.',
        );
      },
      onError: (error) => {
        // The server's field messages go on the fields (as the schema here would have put them).
        if (showFieldErrors(form, error, ['enabled', 'hour', 'retention'])) save.reset();
      },
    });
  };

  return (
    <SectionCard
      id="schedule-title"
      title="Daily backup"
      description="Written to the server's data folder (backups). Only the newest daily backups are kept; backups made with “Back up now” stay until you delete them."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...form.register('enabled')} className="size-4" />
          Make a backup every day
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Hour (UTC)" error={errors.hour?.message}>
            {(control) => (
              <select {...control} {...form.register('hour', { valueAsNumber: true })} className={inputClass}>
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {`${String(hour).padStart(2, '0')}:00`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Daily backups kept" hint="From 1 to 90." error={errors.retention?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('retention', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending}>
          Save schedule
        </FormActions>
      </form>
    </SectionCard>
  );
}

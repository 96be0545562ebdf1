import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { primaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { errorMessage } from '../../lib/query-client';
import { startDownload, useBackupSchedule, useBackups, useCreateBackup } from './api';
import { BackupsTable } from './backups-table';
import { ScheduleForm } from './schedule-form';

/** /settings/backup: back up now (downloaded at once), the stored backups, and the daily schedule. */
export function BackupPage() {
  const backups = useBackups();
  const schedule = useBackupSchedule();
  const create = useCreateBackup();
  const [announcement, setAnnouncement] = useState('');

  const backUpNow = () => {
    setAnnouncement('');
    create.mutate(undefined, {
      onSuccess: (made) => {
        startDownload(made.name);
        setAnnouncement(`The backup is made (${made.rows.toLocaleString('en-US')} rows) and is downloading.`);
      },
    });
  };

  return (
    <div className="space-y-8">
      <Announcement>{announcement}</Announcement>
      <section aria-labelledby="backups-title" className="space-y-4 rounded-lg border border-border bg-card p-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="backups-title" className="text-lg font-semibold">
              Backups
            </h2>
            <p className="max-w-prose text-sm text-muted-fg">
              A backup holds the whole database and the secret that signs order and download links: keep downloaded
              files as safe as the shop itself. Restore one with <code>npm run restore</code>.
            </p>
          </div>
          <button type="button" onClick={backUpNow} disabled={create.isPending} className={primaryButtonClass}>
            {create.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            Back up now
          </button>
        </div>
        {create.error ? (
          <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
            The backup could not be made: {errorMessage(create.error)}
          </p>
        ) : null}
        {backups.data ? (
          <BackupsTable backups={backups.data.backups} announce={setAnnouncement} />
        ) : backups.isError ? (
          <ErrorState
            title="The backups could not be loaded."
            error={backups.error}
            onRetry={() => void backups.refetch()}
          />
        ) : (
          <LoadingState>Loading backups...</LoadingState>
        )}
      </section>
      {schedule.data ? (
        <ScheduleForm schedule={schedule.data} announce={setAnnouncement} />
      ) : schedule.isError ? (
        <ErrorState
          title="The backup schedule could not be loaded."
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : (
        <LoadingState>Loading the schedule...</LoadingState>
      )}
    </div>
  );
}

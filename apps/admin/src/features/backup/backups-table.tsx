import type { BackupSummary } from '@atelier/domain/backup';
import { ActionDialog, useActionDialog } from '../../components/action-dialog';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { formatBytes } from '../../lib/format-bytes';
import { errorMessage } from '../../lib/query-client';
import { downloadUrl, useDeleteBackup } from './api';

const smallButtonClass = 'rounded-md border border-border px-2 py-1 text-sm hover:bg-muted';

/** Stored backups, newest first, each with its download link and a delete that asks first. */
export function BackupsTable({ backups, announce }: { backups: BackupSummary[]; announce(message: string): void }) {
  if (backups.length === 0) {
    return <p className="text-sm text-muted-fg">No backup is stored on the server yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Stored backups, newest first</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-medium">
              Made
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Kind
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Size
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Contents
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {backups.map((backup) => (
            <tr key={backup.name} className="border-b border-border last:border-0">
              <td className="py-2 pr-4">
                <DateTime value={backup.createdAt} />
              </td>
              <td className="py-2 pr-4">{backup.kind === 'daily' ? 'Daily' : 'On demand'}</td>
              <td className="py-2 pr-4">{formatBytes(backup.sizeBytes)}</td>
              <td className="py-2 pr-4">
                {backup.tables} tables, {backup.rows.toLocaleString('en-US')} rows
              </td>
              <td className="py-2">
                <div className="flex flex-wrap justify-end gap-2">
                  <a
                    href={downloadUrl(backup.name)}
                    download={backup.name}
                    aria-label={`Download, ${backup.name}`}
                    className={`${linkClass} px-2 py-1`}
                  >
                    Download
                  </a>
                  <DeleteBackup backup={backup} announce={announce} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteBackup({ backup, announce }: { backup: BackupSummary; announce(message: string): void }) {
  const remove = useDeleteBackup();
  const dialog = useActionDialog(() => remove.reset());
  return (
    <ActionDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      trigger="Delete"
      triggerAriaLabel={`Delete, ${backup.name}`}
      triggerClassName={smallButtonClass}
      title="Delete this backup?"
      description={`${backup.name} is removed from the server. Copies you downloaded are not affected.`}
      submitLabel="Delete backup"
      dismissLabel="Keep backup"
      destructive
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(backup.name, {
          onSuccess: () => {
            dialog.close();
            announce('The backup is deleted.');
          },
        });
      }}
    />
  );
}

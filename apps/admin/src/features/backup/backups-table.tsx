import type { BackupSummary } from '@atelier/domain/backup';
import { ConfirmAction } from '../../components/confirm-action';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { SimpleTable } from '../../components/table-card';
import { formatBytes } from '../../lib/format-bytes';
import { downloadUrl, useDeleteBackup } from './api';

const smallButtonClass = 'rounded-md border border-border px-2 py-1 text-sm hover:bg-muted';

/** Stored backups, newest first, each with its download link and a delete that asks first. */
export function BackupsTable({ backups, announce }: { backups: BackupSummary[]; announce(message: string): void }) {
  if (backups.length === 0) {
    return <p className="text-sm text-muted-fg">No backup is stored on the server yet.</p>;
  }
  return (
    <SimpleTable
      caption="Stored backups, newest first"
      frame="none"
      headCellClass="py-2 pr-4 font-medium last:pr-0"
      columns={[
        { label: 'Made' },
        { label: 'Kind' },
        { label: 'Size' },
        { label: 'Contents' },
        { label: 'Actions', hidden: true },
      ]}
    >
      <tbody>
        {backups.map((backup) => (
          <tr key={backup.name} className="border-t border-border">
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
    </SimpleTable>
  );
}

function DeleteBackup({ backup, announce }: { backup: BackupSummary; announce(message: string): void }) {
  const remove = useDeleteBackup();
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Delete"
      triggerAriaLabel={`Delete, ${backup.name}`}
      triggerClassName={smallButtonClass}
      title="Delete this backup?"
      description={`${backup.name} is removed from the server. Copies you downloaded are not affected.`}
      submitLabel="Delete backup"
      dismissLabel="Keep backup"
      destructive
      onConfirm={(close) => {
        remove.mutate(backup.name, {
          onSuccess: () => {
            close();
            announce('The backup is deleted.');
          },
        });
      }}
    />
  );
}

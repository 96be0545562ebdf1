import type { BackupSchedule, BackupSummary } from '@atelier/domain/backup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from '../../lib/api';
import { useStaffRequest } from '../../lib/query-client';

export const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
  schedule: () => [...backupKeys.all, 'schedule'] as const,
};

/** Where the browser downloads a backup (a GET with the session cookie; the server answers `no-store`). */
export const downloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}/download`;

export function useBackups() {
  return useQuery({ queryKey: backupKeys.list(), queryFn: () => staffGet('/backups') });
}

export function useCreateBackup() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<BackupSummary>('POST', '/backups'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

export function useDeleteBackup() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<void>('DELETE', `/backups/${encodeURIComponent(name)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

export function useBackupSchedule() {
  return useQuery({ queryKey: backupKeys.schedule(), queryFn: () => staffGet('/backups/schedule') });
}

export function useSaveSchedule() {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: BackupSchedule) => request<BackupSchedule>('PUT', '/backups/schedule', schedule),
    onSuccess: (saved) => queryClient.setQueryData(backupKeys.schedule(), saved),
  });
}

/** Starts the browser's download of a stored backup. */
export function startDownload(name: string) {
  const link = document.createElement('a');
  link.href = downloadUrl(name);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

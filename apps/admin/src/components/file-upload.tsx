import { useState } from 'react';
import { errorMessage } from '../lib/query-client';
import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';
import { UploadProgress } from './upload-progress';

/** The upload of one file (a TanStack Query mutation, with its progress from 0 to 1 while it runs). */
export interface FileUploadMutation {
  mutate(file: File, options: { onSuccess(): void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
  progress: number;
}

interface FileUploadProps extends Omit<FileDropZoneProps, 'disabled' | 'onFile' | 'onRefused'> {
  upload: FileUploadMutation;
  /** Names the progress bar, e.g. 'Uploading the plan set'. */
  progressLabel: string;
  /** Told when a file is sent (to clear an earlier announcement). */
  onSend?(file: File): void;
  /** Told once the server has the file. */
  onUploaded(file: File): void;
}

/**
 * A file sent as soon as it is chosen or dropped: the drop zone, the upload's progress, and what went
 * wrong (a file refused before sending, or the server's answer) read out beside it.
 */
export function FileUpload({ upload, progressLabel, onSend, onUploaded, ...zone }: FileUploadProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = refusal ?? (upload.error ? errorMessage(upload.error) : null);

  const send = (file: File) => {
    setRefusal(null);
    onSend?.(file);
    upload.mutate(file, { onSuccess: () => onUploaded(file) });
  };

  return (
    <>
      <FileDropZone
        {...zone}
        disabled={upload.isPending}
        onFile={send}
        onRefused={(message) => {
          upload.reset();
          setRefusal(message);
        }}
      />
      {upload.isPending ? <UploadProgress label={progressLabel} fraction={upload.progress} /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

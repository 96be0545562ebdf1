import { Upload } from 'lucide-react';
import { useId } from 'react';
import { type Accept, ErrorCode, type FileRejection, useDropzone } from 'react-dropzone';
import { formatBytes } from '../lib/format-bytes';
import { secondaryButtonClass } from './form-styles';

export interface FileDropZoneProps {
  /** The button's text, which is also its accessible name. */
  buttonLabel: string;
  /** A longer accessible name, starting with the text, where several such buttons share a page. */
  buttonName?: string;
  accept: Accept;
  maxBytes: number;
  /** What may be uploaded, e.g. 'JPEG, PNG or WebP, up to 15 MB.' */
  hint: string;
  disabled?: boolean;
  /** Ids of other text the button is described by (a chosen file, an error). */
  describedBy?: string;
  onFile(file: File): void;
  onRefused(message: string): void;
}

function refusal(rejection: FileRejection | undefined, hint: string, maxBytes: number): string {
  const codes = rejection?.errors.map((error) => error.code) ?? [];
  if (codes.includes(ErrorCode.TooManyFiles)) return 'Choose one file at a time.';
  if (codes.includes(ErrorCode.FileTooLarge)) return `The file is larger than ${formatBytes(maxBytes)}.`;
  if (codes.includes(ErrorCode.FileInvalidType)) return `This type of file cannot be uploaded here. ${hint}`;
  return `This file cannot be uploaded. ${hint}`;
}

/**
 * Takes one file dropped on it or chosen with its button. The button is the way in for the keyboard and
 * for screen readers; the hidden file input behind it is only the browser's picker.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const { buttonLabel, buttonName, accept, maxBytes, hint, disabled = false, describedBy, onFile, onRefused } = props;
  const hintId = useId();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize: maxBytes,
    multiple: false,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: ([file]) => {
      if (file) onFile(file);
    },
    onDropRejected: ([rejection]) => onRefused(refusal(rejection, hint, maxBytes)),
  });
  return (
    <div
      {...getRootProps({
        className: `flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center ${
          isDragActive ? 'border-primary bg-muted' : 'border-border'
        }`,
      })}
    >
      <input {...getInputProps({ style: { display: 'none' } })} />
      <Upload aria-hidden className="size-6 text-muted-fg" />
      <button
        type="button"
        onClick={open}
        disabled={disabled}
        aria-label={buttonName}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className={secondaryButtonClass}
      >
        {buttonLabel}
      </button>
      <p id={hintId} className="text-sm text-muted-fg">
        {isDragActive ? 'Drop the file to choose it.' : `Or drop a file here. ${hint}`}
      </p>
    </div>
  );
}

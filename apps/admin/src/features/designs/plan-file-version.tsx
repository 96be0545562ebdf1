import {
  CHANGE_NOTE_MAX_LENGTH,
  type EarlierPlanFile,
  type PlanFileInfo,
  type PlanFileKind,
  type PlanFileUploadFields,
  planFileUploadFieldsSchema,
  type StaffDesign,
} from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DateTime } from '../../components/date-time';
import type { DetailRow } from '../../components/detail-list';
import type { FileUploadMutation } from '../../components/file-upload';
import { FormField } from '../../components/form-field';
import { boxClass, textareaClass } from '../../components/form-styles';
import { showFieldErrors } from '../../lib/field-errors';
import type { usePlanFileUpload } from './api';

export const planFileOf = (design: StaffDesign, kind: PlanFileKind): PlanFileInfo | null =>
  kind === 'plan-set' ? design.planSet : design.cadFile;

/** The current file's version and, from version 2 on, what changed in it. */
export const versionRows = (info: PlanFileInfo): DetailRow[] => [
  ['Version', info.version],
  ...(info.changeNote ? [['What changed', info.changeNote] satisfies DetailRow] : []),
];

/** The versions buyers of earlier orders still download, newest first. */
export function EarlierVersions({ earlier }: { earlier: EarlierPlanFile[] }) {
  const titleId = useId();
  if (earlier.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 id={titleId} className="text-sm font-semibold">
        Earlier versions
      </h4>
      <ul aria-labelledby={titleId} className="space-y-2 text-sm">
        {earlier.map((file) => (
          <li key={file.version} className="rounded-md border border-border px-3 py-2">
            <p className="break-words">
              <span className="font-medium">Version {file.version}</span> · {file.filename} ·{' '}
              <DateTime value={file.uploadedAt} />
            </p>
            {file.changeNote ? <p className="break-words whitespace-pre-line">{file.changeNote}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NewVersionValues {
  newVersion: boolean;
  changeNote: string;
}
const NOT_A_NEW_VERSION: NewVersionValues = { newVersion: false, changeNote: '' };

/** The checkbox and note as the upload's fields, checked by the server's own schema; a replacement has no note. */
const newVersionFormSchema = z
  .object({ newVersion: z.boolean(), changeNote: z.string() })
  .transform(
    ({ newVersion, changeNote }): z.input<typeof planFileUploadFieldsSchema> =>
      newVersion ? { newVersion: 'true', changeNote } : { newVersion: 'false', changeNote: '' },
  )
  .pipe(planFileUploadFieldsSchema) satisfies z.ZodType<PlanFileUploadFields, NewVersionValues>;

type NewVersionForm = UseFormReturn<NewVersionValues, unknown, PlanFileUploadFields>;

interface VersionedUploadOptions {
  upload: ReturnType<typeof usePlanFileUpload>;
  kind: PlanFileKind;
  /** In sentences: 'plan set'. */
  noun: string;
  /** Only a file already there can be kept as an earlier version. */
  hasFile: boolean;
  announce(message: string): void;
}

/**
 * The plan file's upload for FileUpload, which sends the file as soon as it is chosen: as a new version
 * only when its note says what changed (else nothing is sent and the note's message shows), otherwise in
 * place of the current file.
 */
export function useVersionedUpload({ upload, kind, noun, hasFile, announce }: VersionedUploadOptions) {
  const form: NewVersionForm = useForm<NewVersionValues, unknown, PlanFileUploadFields>({
    resolver: zodResolver(newVersionFormSchema),
    defaultValues: NOT_A_NEW_VERSION,
  });
  const newVersion = useWatch({ control: form.control, name: 'newVersion' });
  // Said once FileUpload is told the server has the file; the version comes from the server's answer.
  const uploaded = useRef('');

  const mutation: FileUploadMutation = {
    isPending: upload.isPending,
    error: upload.error,
    progress: upload.progress,
    reset: upload.reset,
    mutate(file, { onSuccess }) {
      const send = (fields: PlanFileUploadFields) =>
        upload.mutate(
          { file, ...fields },
          {
            onSuccess: (design) => {
              const version = planFileOf(design, kind)?.version;
              uploaded.current =
                fields.newVersion && version !== undefined
                  ? `Version ${version} of the ${noun} is uploaded.`
                  : `The ${noun} ${file.name} is uploaded.`;
              if (fields.newVersion) form.reset(NOT_A_NEW_VERSION);
              onSuccess();
            },
            onError: (error) => {
              // The note's message goes beside the note, not under the file button as well.
              if (showFieldErrors(form, error, ['changeNote'])) upload.reset();
            },
          },
        );
      if (!hasFile) {
        send({ newVersion: false, changeNote: '' });
        return;
      }
      // Refused here, nothing is sent: an earlier attempt's error must not stay under the file button.
      void form.handleSubmit(send, () => upload.reset())();
    },
  };

  return { form, newVersion, upload: mutation, onUploaded: () => announce(uploaded.current) };
}

/** Whether the upload is a new version, and what changed in it. */
export function NewVersionFields({ form }: { form: NewVersionForm }) {
  const newVersion = useWatch({ control: form.control, name: 'newVersion' });
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...form.register('newVersion', { onChange: () => form.clearErrors('changeNote') })}
          className={boxClass}
        />
        Upload as a new version (buyers keep the current one)
      </label>
      {newVersion ? (
        <FormField
          label="What changed"
          hint={`Required for a new version: 3 to ${CHANGE_NOTE_MAX_LENGTH} characters.`}
          error={form.formState.errors.changeNote?.message}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register('changeNote')}
              required
              maxLength={CHANGE_NOTE_MAX_LENGTH}
              className={textareaClass}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

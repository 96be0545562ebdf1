import { DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGE_MIN_WIDTH, designImageAltSchema } from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, inputClass } from '../../components/form-styles';
import { UploadProgress } from '../../components/upload-progress';
import { formatBytes } from '../../lib/format-bytes';
import { errorMessage } from '../../lib/query-client';
import { type OwnChange, useImageUpload } from './api';
import { FileDropZone } from './file-drop-zone';

const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };
const IMAGE_HINT = `JPEG, PNG or WebP, at least ${DESIGN_IMAGE_MIN_WIDTH} pixels wide, up to ${formatBytes(DESIGN_IMAGE_MAX_BYTES)}.`;

interface ImageUploaderProps {
  designId: string;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

/**
 * One picture at a time, with the alt text it needs: a picture chosen after its alt text uploads at
 * once, like a plan file; one chosen first waits for its alt text (focus goes there) and "Upload picture".
 */
export function ImageUploader({ designId, announce, onOwnChange }: ImageUploaderProps) {
  const upload = useImageUpload(designId, onOwnChange);
  const form = useForm({ resolver: zodResolver(designImageAltSchema), defaultValues: { alt: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const chosenId = useId();
  const titleId = useId();

  const send = (alt: string, picture: File) => {
    announce('');
    upload.mutate(
      { alt, file: picture },
      {
        onSuccess: () => {
          setFile(null);
          form.reset({ alt: '' });
          announce('The picture is added.');
        },
      },
    );
  };

  const submit = form.handleSubmit(({ alt }) => {
    if (!file) {
      setFileError('Choose a picture to upload.');
      return;
    }
    send(alt, file);
  });

  const choose = async (chosen: File | null, refusal: string | null) => {
    setFile(chosen);
    setFileError(refusal);
    upload.reset();
    if (chosen && (await form.trigger('alt', { shouldFocus: true }))) send(form.getValues('alt'), chosen);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <h3 id={titleId} className="font-semibold">
        Add a picture
      </h3>
      <FormField
        label="Alt text"
        hint="Required before uploading: say what the picture shows, for people who cannot see it. Write it first, and the picture uploads as soon as you choose it."
        error={form.formState.errors.alt?.message}
      >
        {(control) => <input {...control} {...form.register('alt')} required className={inputClass} />}
      </FormField>
      <FileDropZone
        buttonLabel="Add pictures"
        accept={IMAGE_ACCEPT}
        maxBytes={DESIGN_IMAGE_MAX_BYTES}
        hint={IMAGE_HINT}
        disabled={upload.isPending}
        describedBy={chosenId}
        onFile={(chosen) => void choose(chosen, null)}
        onRefused={(message) => void choose(null, message)}
      />
      <p id={chosenId} aria-live="polite" className="text-sm">
        {file ? `Chosen: ${file.name} (${formatBytes(file.size)})` : 'No picture chosen yet.'}
      </p>
      {fileError ? (
        <p role="alert" className={fieldErrorClass}>
          {fileError}
        </p>
      ) : null}
      {upload.isPending ? <UploadProgress label="Uploading the picture" fraction={upload.progress} /> : null}
      {upload.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {errorMessage(upload.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <SubmitButton pending={upload.isPending}>Upload picture</SubmitButton>
      </div>
    </form>
  );
}

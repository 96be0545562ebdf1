import { DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGE_MIN_WIDTH, designImageAltSchema } from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileDropZone } from '../../components/file-drop-zone';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, inputClass } from '../../components/form-styles';
import { UploadProgress } from '../../components/upload-progress';
import { formatBytes } from '../../lib/format-bytes';
import { errorMessage } from '../../lib/query-client';
import { type OwnChange, useImageUpload } from './api';

const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };
const IMAGE_HINT = `JPEG, PNG or WebP, at least ${DESIGN_IMAGE_MIN_WIDTH} pixels wide, up to ${formatBytes(DESIGN_IMAGE_MAX_BYTES)}.`;

/** The upload of one picture with its description (a TanStack Query mutation, with its progress from 0 to 1). */
interface DescribedUpload {
  mutate(variables: { alt: string; file: File }, options: { onSuccess(): void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
  progress: number;
}

interface PictureUploaderProps {
  upload: DescribedUpload;
  /** The heading, e.g. 'Add a picture'. */
  title: string;
  headingLevel?: 3 | 4 | 5;
  /** The description's label and hint. */
  altLabel: string;
  altHint: string;
  /** The file button's text, e.g. 'Add pictures'. */
  chooseLabel: string;
  /** The send button's text, e.g. 'Upload picture'. */
  submitLabel: string;
  /** What is uploaded, in sentences: 'picture', 'drawing'. */
  noun: string;
  /**
   * Inside another form: a group instead of a form of its own (forms cannot nest). Enter in the
   * description then sends the picture, not the outer form.
   */
  nested?: boolean;
  announce(message: string): void;
  /** Announced once the server has the picture. */
  uploadedMessage: string;
}

/**
 * One picture at a time, with the description it needs: a picture chosen after its description uploads
 * at once, like a plan file; one chosen first waits for its description (focus goes there) and the send button.
 */
export function PictureUploader(props: PictureUploaderProps) {
  const { upload, title, headingLevel = 3, altLabel, altHint, chooseLabel, submitLabel, noun, nested = false } = props;
  const { announce, uploadedMessage } = props;
  const form = useForm({ resolver: zodResolver(designImageAltSchema), defaultValues: { alt: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const chosenId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  const send = (alt: string, picture: File) => {
    announce('');
    upload.mutate(
      { alt, file: picture },
      {
        onSuccess: () => {
          setFile(null);
          form.reset({ alt: '' });
          announce(uploadedMessage);
        },
      },
    );
  };

  const submit = form.handleSubmit(({ alt }) => {
    if (!file) {
      setFileError(`Choose a ${noun} to upload.`);
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

  const sendOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  const parts = (
    <>
      <Heading id={titleId} className="font-semibold">
        {title}
      </Heading>
      <FormField label={altLabel} hint={altHint} error={form.formState.errors.alt?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('alt')}
            {...(nested ? { onKeyDown: sendOnEnter } : {})}
            required
            className={inputClass}
          />
        )}
      </FormField>
      <FileDropZone
        buttonLabel={chooseLabel}
        accept={IMAGE_ACCEPT}
        maxBytes={DESIGN_IMAGE_MAX_BYTES}
        hint={IMAGE_HINT}
        disabled={upload.isPending}
        describedBy={chosenId}
        onFile={(chosen) => void choose(chosen, null)}
        onRefused={(message) => void choose(null, message)}
      />
      <p id={chosenId} aria-live="polite" className="text-sm">
        {file ? `Chosen: ${file.name} (${formatBytes(file.size)})` : `No ${noun} chosen yet.`}
      </p>
      {fileError ? (
        <p role="alert" className={fieldErrorClass}>
          {fileError}
        </p>
      ) : null}
      {upload.isPending ? <UploadProgress label={`Uploading the ${noun}`} fraction={upload.progress} /> : null}
      {upload.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {errorMessage(upload.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <SubmitButton pending={upload.isPending} {...(nested ? { onClick: () => void submit() } : {})}>
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );

  const boxClass = 'space-y-3 rounded-lg border border-border bg-card p-4';
  return nested ? (
    <fieldset aria-labelledby={titleId} className={`min-w-0 ${boxClass}`}>
      {parts}
    </fieldset>
  ) : (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className={boxClass}>
      {parts}
    </form>
  );
}

interface ImageUploaderProps {
  designId: string;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

/** A picture of the design, with its alt text. */
export function ImageUploader({ designId, announce, onOwnChange }: ImageUploaderProps) {
  const upload = useImageUpload(designId, onOwnChange);
  return (
    <PictureUploader
      upload={upload}
      title="Add a picture"
      altLabel="Alt text"
      altHint="Required before uploading: say what the picture shows, for people who cannot see it. Write it first, and the picture uploads as soon as you choose it."
      chooseLabel="Add pictures"
      submitLabel="Upload picture"
      noun="picture"
      announce={announce}
      uploadedMessage="The picture is added."
    />
  );
}

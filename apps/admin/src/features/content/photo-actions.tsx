import { PORTRAIT_MAX_BYTES, PORTRAIT_MIN_WIDTH } from '@atelier/domain/content-admin';
import { type ChangeEvent, useState } from 'react';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { FormField } from '../../components/form-field';
import { inputClass, smallButtonClass } from '../../components/form-styles';
import { useMutationDialog } from '../../components/mutation-dialog';
import { UploadProgress } from '../../components/upload-progress';
import { type ListResource, usePhotoRemoval, usePhotoUpload } from './api';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MB = 1024 * 1024;
const HINT = `JPEG, PNG or WebP, at least ${PORTRAIT_MIN_WIDTH} pixels wide, up to ${PORTRAIT_MAX_BYTES / MB} MB. A square photo looks best.`;

interface PhotoActionsProps<List> {
  resource: ListResource<List>;
  id: string;
  name: string;
  hasPhoto: boolean;
  announce(message: string): void;
}

/** Upload or replace a person's photo (with progress), and remove it to go back to their initials. */
export function PhotoActions<List>(props: PhotoActionsProps<List>) {
  return (
    <>
      <UploadPhoto {...props} />
      {props.hasPhoto ? <RemovePhoto {...props} /> : null}
    </>
  );
}

function UploadPhoto<List>({ resource, id, name, hasPhoto, announce }: PhotoActionsProps<List>) {
  const upload = usePhotoUpload(resource, id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const dialog = useMutationDialog(upload, () => {
    setFile(null);
    setFileError(undefined);
  });
  const label = hasPhoto ? 'Change photo' : 'Add photo';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(chosen);
    setFileError(
      chosen && chosen.size > PORTRAIT_MAX_BYTES ? `The file is larger than ${PORTRAIT_MAX_BYTES / MB} MB.` : undefined,
    );
  };

  return (
    <ActionDialog
      {...dialog.props}
      trigger={label}
      triggerAriaLabel={`${label} of ${name}`}
      triggerClassName={smallButtonClass}
      title={`Photo of “${name}”`}
      description="The storefront shows the photo in a circle beside the name. Without one it shows the initials."
      submitLabel="Upload photo"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) setFileError('Choose a picture to upload.');
        if (!file || fileError) return;
        upload.mutate(file, {
          onSuccess: () => {
            dialog.close();
            announce(`The photo of “${name}” is saved.`);
          },
        });
      }}
    >
      <FormField label="Photo" hint={HINT} error={fileError}>
        {(control) => (
          <input {...control} type="file" accept={ACCEPT} onChange={choose} className={`${inputClass} py-1.5`} />
        )}
      </FormField>
      {upload.isPending ? <UploadProgress label="Uploading the photo" fraction={upload.progress} /> : null}
    </ActionDialog>
  );
}

function RemovePhoto<List>({ resource, id, name, announce }: PhotoActionsProps<List>) {
  // Focus then goes to the main region: the dialog's trigger has gone with the photo.
  const remove = usePhotoRemoval(resource, id, () => announce(`The photo of “${name}” is removed.`));
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Remove photo"
      triggerAriaLabel={`Remove photo of ${name}`}
      triggerClassName={smallButtonClass}
      title={`Remove the photo of “${name}”?`}
      description="The storefront shows their initials instead. The photo is deleted."
      submitLabel="Remove photo"
      dismissLabel="Keep photo"
      destructive
      onConfirm={() => remove.mutate()}
    />
  );
}

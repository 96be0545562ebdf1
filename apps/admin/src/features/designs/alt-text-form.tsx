import { type DesignImage, designImageAltSchema } from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { errorMessage } from '../../lib/query-client';
import { type OwnChange, useImageAlt } from './api';

interface AltTextFormProps {
  designId: string;
  image: DesignImage;
  number: number;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

const buttonClass =
  'inline-flex h-8 items-center rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60';

/** A picture's alt text, edited in place. */
export function AltTextForm({ designId, image, number, announce, onOwnChange }: AltTextFormProps) {
  const save = useImageAlt(designId, onOwnChange);
  const form = useForm({ resolver: zodResolver(designImageAltSchema), defaultValues: { alt: image.alt } });
  const submit = form.handleSubmit(({ alt }) => {
    announce('');
    save.mutate(
      { imageId: image.id, alt },
      {
        onSuccess: (design) => {
          form.reset({ alt: design.images.find((saved) => saved.id === image.id)?.alt ?? alt });
          announce(`The alt text of picture ${number} is saved.`);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormField label={`Alt text of picture ${number}`} error={form.formState.errors.alt?.message}>
        {(control) => <input {...control} {...form.register('alt')} required className={inputClass} />}
      </FormField>
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={save.isPending}
        aria-label={`Save alt text of picture ${number}`}
        className={buttonClass}
      >
        Save alt text
      </button>
    </form>
  );
}

import { type PlanLicence, planLicenceSchema, type SiteTexts } from '@atelier/domain/content-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, linkClass, textareaClass } from '../../components/form-styles';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useSaveLicence } from './api';

/** The plan licence buyers accept at checkout, shown on the storefront's /licence page. */
export function LicenceForm({ site, announce }: { site: SiteTexts; announce(message: string): void }) {
  const save = useSaveLicence();
  const { title, body, updatedAt } = site.licence;
  const form = useForm<PlanLicence>({ resolver: zodResolver(planLicenceSchema), defaultValues: { title, body } });
  const { errors } = form.formState;

  const submit = (values: PlanLicence) => {
    announce('');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ title: saved.licence.title, body: saved.licence.body });
        announce('The plan licence is saved. Buyers see the new text on the licence page.');
      },
      onError: (error) => {
        if (showFieldErrors(form, error, ['title', 'body'])) save.reset();
      },
    });
  };

  return (
    <section aria-labelledby="licence-title" className="space-y-4 rounded-lg border border-border bg-card p-4">
      <div className="space-y-1">
        <h2 id="licence-title" className="text-lg font-semibold">
          Plan licence
        </h2>
        <p className="text-sm text-muted-fg">
          Buyers accept this licence at checkout.{' '}
          {updatedAt ? (
            <>
              Last saved <DateTime value={updatedAt} />.{' '}
            </>
          ) : null}
          <a href={site.licenceUrl} target="_blank" rel="noreferrer" className={`${linkClass} inline-flex gap-1`}>
            View the licence page <ExternalLink aria-hidden className="size-4 self-center" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <FormField label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" className={inputClass} />}
        </FormField>
        <FormField
          label="Licence text"
          hint="Plain text. Leave a blank line between paragraphs; each becomes a paragraph on the page."
          error={errors.body?.message}
        >
          {(control) => <textarea {...control} {...form.register('body')} rows={18} className={textareaClass} />}
        </FormField>
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending}>
          Save licence
        </FormActions>
      </form>
    </section>
  );
}

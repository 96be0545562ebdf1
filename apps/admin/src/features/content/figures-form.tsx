import {
  type SiteTexts,
  type StudioFigures,
  type StudioFiguresFormValues,
  studioFiguresSchema,
} from '@atelier/domain/content-admin';
import { ratingFigure } from '@atelier/domain/studio-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { showFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/query-client';
import { useSaveFigures } from './api';

/** The figures staff set, beside the ones the site counts for itself. */
export function FiguresForm({ site, announce }: { site: SiteTexts; announce(message: string): void }) {
  const save = useSaveFigures();
  const form = useForm<StudioFiguresFormValues, unknown, StudioFigures>({
    resolver: zodResolver(studioFiguresSchema),
    defaultValues: site.figures,
  });
  const { errors } = form.formState;
  const { rating, serviceCount } = site.computed;

  const submit = (values: StudioFigures) => {
    announce('');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved.figures);
        announce('The studio figures are saved. The home and About pages show them.');
      },
      onError: (error) => {
        if (showFieldErrors(form, error, ['foundedYear', 'buildingsDesigned'])) save.reset();
      },
    });
  };

  return (
    <SectionCard id="figures-title" title="Studio figures" description="Shown on the home and About pages.">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Year founded"
            hint="Also used in “since …” on the home and About pages."
            error={errors.foundedYear?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('foundedYear', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            label="Buildings designed"
            hint="As the home page shows it, for example 350+."
            error={errors.buildingsDesigned?.message}
          >
            {(control) => (
              <input {...control} {...form.register('buildingsDesigned')} autoComplete="off" className={inputClass} />
            )}
          </FormField>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">Design services</dt>
            <dd className="text-muted-fg">{serviceCount}, counted from the services.</dd>
          </div>
          <div>
            <dt className="font-medium">Average client rating</dt>
            <dd className="text-muted-fg">
              {rating.average === null
                ? 'None: no testimonial is published.'
                : `${ratingFigure(rating.average)}, computed from ${rating.count} published testimonials.`}
            </dd>
          </div>
        </dl>
        <FormActions error={save.error ? errorMessage(save.error) : null} pending={save.isPending}>
          Save figures
        </FormActions>
      </form>
    </SectionCard>
  );
}

import type { TestimonialFormValues, TestimonialInput } from '@atelier/domain/content-admin';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';

export const TESTIMONIAL_FIELDS = ['name', 'role', 'company', 'content', 'rating', 'featured', 'published'] as const;
export type TestimonialForm = UseFormReturn<TestimonialFormValues, unknown, TestimonialInput>;

const checkboxClass = 'size-4 accent-primary';

/** A testimonial's author, words, rating and where it shows, for adding and for editing one. */
export function TestimonialFields({ form }: { form: TestimonialForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Role" hint="For example: Homeowner or Property Developer." error={errors.role?.message}>
        {(control) => <input {...control} {...form.register('role')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Company (optional)" error={errors.company?.message}>
        {(control) => <input {...control} {...form.register('company')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField
        label="Testimonial"
        hint="The client's words, without quotation marks."
        error={errors.content?.message}
      >
        {(control) => <textarea {...control} {...form.register('content')} rows={4} className={textareaClass} />}
      </FormField>
      <FormField
        label="Rating"
        hint="Published ratings make the average on the home and About pages."
        error={errors.rating?.message}
      >
        {(control) => (
          <select {...control} {...form.register('rating', { valueAsNumber: true })} className={inputClass}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('published')} className={checkboxClass} />
          Published (shown on the About page and counted in the average rating)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('featured')} className={checkboxClass} />
          Featured on the home page (the first three published ones show)
        </label>
      </div>
    </>
  );
}

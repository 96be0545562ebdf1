import type { TeamMemberInput } from '@atelier/domain/content-admin';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';

export const TEAM_FIELDS = ['name', 'role', 'bio'] as const;

/** A team member's name, role and bio, for adding and for editing one. */
export function TeamFields({ form }: { form: UseFormReturn<TeamMemberInput> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Role" hint="For example: Project Architect." error={errors.role?.message}>
        {(control) => <input {...control} {...form.register('role')} autoComplete="off" className={inputClass} />}
      </FormField>
      <FormField label="Bio" hint="One or two sentences for the About page." error={errors.bio?.message}>
        {(control) => <textarea {...control} {...form.register('bio')} rows={4} className={textareaClass} />}
      </FormField>
    </>
  );
}

import { PAPER_SIZE_LABELS, paperSizeOf } from '@atelier/domain/paper-size';
import { SOCIAL_PROFILES } from '@atelier/domain/studio-details';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { inputClass, textareaClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { CountryOptions, useSettingsForm } from './form-parts';

/**
 * Name and contact details: the storefront footer and the contact page show them. The legal details are
 * printed on invoices and credit notes as they are when each is issued (decision 045), on the studio's
 * paper (decision 066).
 */
export function StudioSection() {
  const form = useSettingsForm();
  const errors = form.formState.errors.studio;
  const [paperSize = 'auto', country = ''] = useWatch({
    control: form.control,
    name: ['studio.paperSize', 'studio.country'],
  });
  const paper = PAPER_SIZE_LABELS[paperSizeOf({ paperSize, country })];
  return (
    <SectionCard
      id="studio-title"
      title="Studio"
      description="Shown in the storefront footer and on the contact page; invoices print them with the legal details."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Shop name" error={errors?.name?.message}>
          {(control) => (
            <input {...control} {...form.register('studio.name')} autoComplete="organization" className={inputClass} />
          )}
        </FormField>
        <FormField label="Contact e-mail" error={errors?.email?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('studio.email')}
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Phone" error={errors?.phone?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('studio.phone')}
              type="tel"
              autoComplete="tel"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Address" hint="Up to four lines, as printed on invoices." error={errors?.address?.message}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('studio.address')}
              rows={3}
              autoComplete="street-address"
              className={textareaClass}
            />
          )}
        </FormField>
        <FormField
          label="Legal name"
          hint="The registered name invoices print. Leave empty to print the shop name."
          error={errors?.legalName?.message}
        >
          {(control) => <input {...control} {...form.register('studio.legalName')} className={inputClass} />}
        </FormField>
        <FormField
          label="VAT number"
          hint="Printed on invoices; leave empty if none."
          error={errors?.vatNumber?.message}
        >
          {(control) => <input {...control} {...form.register('studio.vatNumber')} className={inputClass} />}
        </FormField>
        <FormField
          label="Company registration number"
          hint="Printed on invoices; leave empty if none."
          error={errors?.companyNumber?.message}
        >
          {(control) => <input {...control} {...form.register('studio.companyNumber')} className={inputClass} />}
        </FormField>
        <FormField label="Country" hint="Where the studio is." error={errors?.country?.message}>
          {(control) => (
            <select {...control} {...form.register('studio.country')} autoComplete="country" className={inputClass}>
              <CountryOptions />
            </select>
          )}
        </FormField>
        <FormField
          label="Paper size"
          hint={`Invoices, credit notes and licence certificates are printed on ${paper}.`}
          error={errors?.paperSize?.message}
        >
          {(control) => (
            <select {...control} {...form.register('studio.paperSize')} className={inputClass}>
              <option value="auto">Automatic: US Letter in the United States and Canada, A4 elsewhere</option>
              <option value="letter">{PAPER_SIZE_LABELS.letter}</option>
              <option value="a4">{PAPER_SIZE_LABELS.a4}</option>
            </select>
          )}
        </FormField>
        {SOCIAL_PROFILES.map(({ key, label }) => (
          <FormField
            key={key}
            label={`${label} profile`}
            hint="Its full address, starting with https://. The footer links to it; leave empty to show none."
            error={errors?.[key]?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(`studio.${key}`)}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
    </SectionCard>
  );
}

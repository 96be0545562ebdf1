import {
  type PlanFileInfo,
  type PlanFileKind,
  type VersionNotice,
  versionNoticeSchema,
} from '@atelier/domain/design-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog';
import { ChoiceGroup } from '../../components/choice-group';
import { FormField } from '../../components/form-field';
import { boxClass, choiceClass, inputClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { type OwnChange, useVersionNotice } from './api';

interface NoticeFormValues {
  audience: 'all' | 'range';
  /** Days as the date inputs give them (YYYY-MM-DD); only a range uses them. */
  from: string;
  to: string;
}
const EVERY_BUYER: NoticeFormValues = { audience: 'all', from: '', to: '' };

/** The form's values as the server's schema takes them: the dates only for a range. */
const noticeFormSchema = z
  .object({ audience: z.enum(['all', 'range']), from: z.string(), to: z.string() })
  .transform(
    ({ audience, from, to }): z.input<typeof versionNoticeSchema> =>
      audience === 'all' ? { audience } : { audience, from, to },
  )
  .pipe(versionNoticeSchema) satisfies z.ZodType<VersionNotice, NoticeFormValues>;

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);
const buyers = (count: number) => (count === 1 ? '1 buyer' : `${count} buyers`);

interface VersionNoticeDialogProps {
  designId: string;
  kind: PlanFileKind;
  info: PlanFileInfo;
  announce(message: string): void;
  onOwnChange: OwnChange;
}

/** E-mails the buyers of earlier versions a link to the current one: all of them, or those paid between two days. */
export function VersionNoticeDialog({ designId, kind, info, announce, onOwnChange }: VersionNoticeDialogProps) {
  const notice = useVersionNotice(designId, kind, onOwnChange);
  const form = useForm<NoticeFormValues, unknown, VersionNotice>({
    resolver: zodResolver(noticeFormSchema),
    defaultValues: EVERY_BUYER,
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  // The dates are on screen only for a range: a message about them otherwise shows in the dialog's alert.
  const dialog = useFormDialog(
    notice,
    form,
    EVERY_BUYER,
    audience === 'range' ? ['audience', 'from', 'to'] : ['audience'],
  );
  const { errors } = form.formState;
  const { version, buyersToTell } = info;
  const title = `E-mail buyers about version ${version}`;
  const told = buyersToTell === 1 ? 'has not' : 'have not';

  return (
    <ActionDialog
      {...dialog.props}
      trigger={
        <>
          <Mail aria-hidden className="size-4" /> {title}
        </>
      }
      title={title}
      description={`${orders(buyersToTell)} bought an earlier version and ${told} been told about version ${version} yet. The e-mail gives each buyer a link to it.`}
      submitLabel="Send e-mails"
      onSubmit={form.handleSubmit((values) =>
        dialog.save(values, ({ notified }) => announce(`E-mailed ${buyers(notified)} about version ${version}.`)),
      )}
    >
      <ChoiceGroup legend="Who gets the e-mail" error={errors.audience?.message}>
        {(invalid) => (
          <>
            <label className={choiceClass}>
              <input type="radio" value="all" {...form.register('audience')} {...invalid} className={boxClass} />
              All past buyers ({buyersToTell})
            </label>
            <label className={choiceClass}>
              <input type="radio" value="range" {...form.register('audience')} {...invalid} className={boxClass} />
              Buyers who paid between…
            </label>
          </>
        )}
      </ChoiceGroup>
      {audience === 'range' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="From" error={errors.from?.message}>
            {(control) => <input {...control} {...form.register('from')} type="date" required className={inputClass} />}
          </FormField>
          <FormField label="To" error={errors.to?.message}>
            {(control) => <input {...control} {...form.register('to')} type="date" required className={inputClass} />}
          </FormField>
        </div>
      ) : null}
    </ActionDialog>
  );
}

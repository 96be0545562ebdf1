import {
  GRANT_EXTEND_MAX_DAYS,
  type GrantExtendBody,
  type GrantResetBody,
  grantExtendBodySchema,
  type StaffGrant,
} from '@atelier/domain/staff-orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { FormField } from '../../components/form-field';
import { inputClass } from '../../components/form-styles';
import { type Announce, useOrderActionDialog } from './use-order-action-dialog';

interface GrantActionProps {
  number: string;
  /** The design whose files the action changes: all of them at once. */
  grant: Pick<StaffGrant, 'designId' | 'title' | 'maxUses'>;
  announce: Announce;
}

const extendForm = grantExtendBodySchema.omit({ actionId: true });
const smallButton =
  'inline-flex h-8 items-center rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted';

export function ExtendGrant({ number, grant, announce }: GrantActionProps) {
  const defaults = { designId: grant.designId, days: 30 };
  const form = useForm({ resolver: zodResolver(extendForm), defaultValues: defaults });
  const { props, run } = useOrderActionDialog<GrantExtendBody>(number, 'grants/extend', announce, () =>
    form.reset(defaults),
  );
  return (
    <ActionDialog
      {...props}
      trigger="Extend"
      triggerAriaLabel={`Extend ${grant.title}`}
      triggerClassName={smallButton}
      title={`Extend the download of ${grant.title}`}
      description="Pushes the expiry of each of its files this many days beyond the later of today and the current expiry."
      submitLabel="Extend"
      onSubmit={form.handleSubmit((values) =>
        run(values, `The download of ${grant.title} is extended by ${values.days} days.`),
      )}
    >
      <FormField label="Days" hint={`1 to ${GRANT_EXTEND_MAX_DAYS} days.`} error={form.formState.errors.days?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('days', { valueAsNumber: true })}
            type="number"
            min={1}
            max={GRANT_EXTEND_MAX_DAYS}
            step={1}
            className={inputClass}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

export function ResetGrant({ number, grant, announce }: GrantActionProps) {
  const { props, run } = useOrderActionDialog<GrantResetBody>(number, 'grants/reset', announce);
  return (
    <ActionDialog
      {...props}
      trigger="Reset"
      triggerAriaLabel={`Reset ${grant.title}`}
      triggerClassName={smallButton}
      title={`Reset the downloads of ${grant.title}?`}
      description={`The buyer can download each of its files ${grant.maxUses} times again.`}
      submitLabel="Reset uses"
      onSubmit={(event) => {
        event.preventDefault();
        run({ designId: grant.designId }, `The download uses of ${grant.title} are reset.`);
      }}
    />
  );
}

import { type ShopSettings, type ShopSettingsResponse, shopSettingsSchema } from '@atelier/domain/shop-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/query-client';
import { useSaveShopSettings, useShopSettings } from './api';
import { EmailSection } from './email-section';
import type { SettingsFormValues } from './form-parts';
import { HoursSection } from './hours-section';
import { InvoiceNumbering } from './invoice-numbering';
import { PaymentsSection } from './payments-section';
import { RetentionSection } from './retention-section';
import { showServerFieldErrors } from './server-errors';
import { StudioSection } from './studio-section';
import { TaxesSection } from './taxes-section';

/** /settings/general: studio details, opening hours, payments, taxes and the e-mail sender; the invoice numbering; data retention. */
export function SettingsPage() {
  const query = useShopSettings();
  if (query.isError && !query.data) {
    return (
      <ErrorState title="The settings could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <LoadingState>Loading settings...</LoadingState>;
  return (
    <div className="space-y-6">
      <SettingsForm initial={query.data} reload={async () => (await query.refetch()).data} />
      <InvoiceNumbering />
      <RetentionSection />
    </div>
  );
}

function SettingsForm({
  initial,
  reload,
}: {
  initial: ShopSettingsResponse;
  reload(): Promise<ShopSettingsResponse | undefined>;
}) {
  const { user } = useAuth();
  const save = useSaveShopSettings();
  // The version the form was filled from: a save from it is refused if someone saved since.
  const [version, setVersion] = useState(initial.version);
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: initial.settings,
  });
  const conflict = save.error instanceof ApiRequestError && save.error.status === 409;

  const startFrom = (fresh: ShopSettingsResponse) => {
    form.reset(fresh.settings);
    setVersion(fresh.version);
  };

  const submit = (values: ShopSettings) => {
    setAnnouncement('');
    save.mutate(
      { ...values, version },
      {
        onSuccess: (saved) => {
          startFrom(saved);
          setAnnouncement('The settings are saved. The storefront shows them from now on.');
        },
        onError: (error) => {
          if (showServerFieldErrors(form, error)) save.reset();
        },
      },
    );
  };

  const reloadLatest = async () => {
    const fresh = await reload();
    if (!fresh) return;
    save.reset();
    startFrom(fresh);
    setAnnouncement('The latest settings are loaded.');
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="General settings" className="space-y-6">
        <StudioSection />
        <HoursSection />
        <PaymentsSection />
        <TaxesSection />
        <EmailSection staffEmail={user?.email ?? 'you'} smtpConfigured={initial.smtpConfigured} />
        <div className="sticky bottom-0 space-y-3 border-t border-border bg-bg py-4">
          {save.error ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-md border border-danger px-3 py-2 text-sm text-danger"
            >
              <span>{errorMessage(save.error)}</span>
              {conflict ? (
                <button type="button" onClick={() => void reloadLatest()} className={secondaryButtonClass}>
                  Load the latest settings
                </button>
              ) : null}
            </div>
          ) : null}
          <p role="status" className={announcement ? 'text-sm text-success' : ''}>
            {announcement}
          </p>
          <div className="flex items-center gap-3">
            <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
              {save.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              Save settings
            </button>
            {initial.updatedAt ? (
              <span className="text-sm text-muted-fg">
                Last saved <DateTime value={initial.updatedAt} />
              </span>
            ) : null}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { inputClass, secondaryButtonClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { ApiRequestError } from '../../lib/api';
import { errorMessage } from '../../lib/query-client';
import { useSendTestEmail } from './api';
import { useSettingsForm } from './form-parts';

/** The sender of order e-mail, and a test message that reports what the mail server answered. */
export function EmailSection({ staffEmail, smtpConfigured }: { staffEmail: string; smtpConfigured: boolean }) {
  const form = useSettingsForm();
  const errors = form.formState.errors.email;
  const test = useSendTestEmail();
  const [recipient, setRecipient] = useState('');
  const recipientError =
    test.error instanceof ApiRequestError && test.error.fields.to ? test.error.fields.to : undefined;

  const result = test.isPending
    ? 'Sending the test e-mail…'
    : test.data
      ? test.data.ok
        ? `Accepted by the mail server for ${test.data.to}: ${test.data.message}`
        : `Not delivered to ${test.data.to}: ${test.data.message}`
      : test.error && !recipientError
        ? errorMessage(test.error)
        : '';

  return (
    <SectionCard
      id="email-title"
      title="E-mail"
      description="Order confirmations and payment e-mails are sent from this name and address."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Sender name" error={errors?.senderName?.message}>
          {(control) => (
            <input {...control} {...form.register('email.senderName')} autoComplete="off" className={inputClass} />
          )}
        </FormField>
        <FormField label="Sender address" error={errors?.senderAddress?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('email.senderAddress')}
              type="email"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <div className="space-y-3 border-t border-border pt-4">
        <h3 className="font-medium">Test e-mail</h3>
        <p className="text-sm text-muted-fg">
          {smtpConfigured
            ? 'Sends a message now through the mail server, from the saved sender, and shows its answer.'
            : 'No mail server is configured (SMTP_URL), so e-mail is only kept in the outbox.'}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <FormField label="Send to" hint={`Leave empty to send it to ${staffEmail}.`} error={recipientError}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={recipient}
                  onChange={(event) => setRecipient(event.currentTarget.value)}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
          <button
            type="button"
            disabled={test.isPending}
            onClick={() => test.mutate(recipient.trim() ? { to: recipient.trim() } : {})}
            className={`${secondaryButtonClass} mb-6`}
          >
            {test.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            Send test e-mail
          </button>
        </div>
        <p
          role="status"
          data-testid="test-email-result"
          className={
            result
              ? `rounded-md border px-3 py-2 text-sm ${test.data?.ok ? 'border-success text-fg' : 'border-border text-fg'}`
              : ''
          }
        >
          {result}
        </p>
      </div>
    </SectionCard>
  );
}

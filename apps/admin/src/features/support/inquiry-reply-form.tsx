import { INQUIRY_REPLY_MAX_LENGTH, inquiryReplySchema } from '@atelier/domain/support-inbox';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { newActionId } from '../../components/action-dialog';
import { FormError, SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { textareaClass } from '../../components/form-styles';
import { useInquiryReply } from './api';

interface InquiryReplyFormProps {
  inquiryId: string;
  email: string;
  announce(message: string): void;
}

/**
 * A reply e-mailed to the sender. The action id is made with the form and renewed after each reply, so a
 * double submit or a retry after a lost answer sends one e-mail.
 */
export function InquiryReplyForm({ inquiryId, email, announce }: InquiryReplyFormProps) {
  const fresh = () => ({ message: '', actionId: newActionId() });
  const form = useForm({ resolver: zodResolver(inquiryReplySchema), defaultValues: fresh() });
  const mutation = useInquiryReply(inquiryId);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    announce('');
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(fresh());
        announce('Reply sent.');
      },
    });
  });

  return (
    <section aria-labelledby="inquiry-reply-title" className="rounded-lg border border-border bg-card p-4">
      <h3 id="inquiry-reply-title" className="mb-3 font-semibold">
        Reply
      </h3>
      <form noValidate onSubmit={submit} className="space-y-3">
        <FormField
          label="Your reply"
          hint={`Sent by e-mail to ${email}. At most ${INQUIRY_REPLY_MAX_LENGTH} characters.`}
          error={errors.message?.message}
        >
          {(control) => <textarea {...control} {...form.register('message')} rows={6} className={textareaClass} />}
        </FormField>
        <FormError error={mutation.error} />
        <div className="flex justify-end">
          <SubmitButton pending={mutation.isPending} icon={Send}>
            Send reply
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

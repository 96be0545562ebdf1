import { staffChatReplySchema } from '@atelier/domain/support-inbox';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newActionId } from '../../components/action-dialog';
import { FormError, SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { textareaClass } from '../../components/form-styles';
import { useChatReply } from './api';

const replyForm = staffChatReplySchema.pick({ content: true });

/** The agent's reply box: Send, or Ctrl/Cmd+Enter. One action id per message, kept across retries. */
export function ChatReplyForm({ chatId, visitor }: { chatId: string; visitor: string }) {
  const form = useForm({ resolver: zodResolver(replyForm), defaultValues: { content: '' } });
  const mutation = useChatReply(chatId);
  const actionId = useRef(newActionId());
  const [note, setNote] = useState('');
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setNote('');
    mutation.mutate(
      { content: values.content, actionId: actionId.current },
      {
        onSuccess: (result) => {
          actionId.current = newActionId();
          form.reset({ content: '' });
          form.setFocus('content');
          if (result.emailed) setNote(`${visitor} seems to have left, so the reply was also sent by e-mail.`);
        },
      },
    );
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!mutation.isPending) void submit();
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Reply to the visitor" className="space-y-3">
      <FormField label="Your reply" hint="Press Ctrl+Enter (⌘+Enter on a Mac) to send." error={errors.content?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('content')}
            onKeyDown={onKeyDown}
            rows={3}
            className={textareaClass}
          />
        )}
      </FormField>
      <FormError error={mutation.error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-fg">
          {note}
        </p>
        <SubmitButton pending={mutation.isPending} icon={Send}>
          Send
        </SubmitButton>
      </div>
    </form>
  );
}

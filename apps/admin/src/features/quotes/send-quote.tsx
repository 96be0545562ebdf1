import type { StaffQuote } from '@atelier/domain/quotes';
import { LoaderCircle, Send } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { errorMessage } from '../../lib/query-client';
import { useSendQuote } from './api';

/** E-mails the buyer the link to the quote: a draft becomes sent; a quote already sent is sent again. */
export function SendQuote({ quote, announce }: { quote: StaffQuote; announce(message: string): void }) {
  const send = useSendQuote(quote.number);
  const first = quote.status === 'draft';
  const Icon = send.isPending ? LoaderCircle : Send;
  const run = () => {
    announce('');
    send.mutate(undefined, { onSuccess: ({ quote: sent }) => announce(`Quote sent to ${sent.email}`) });
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={run}
        disabled={send.isPending}
        className={first ? primaryButtonClass : secondaryButtonClass}
      >
        <Icon aria-hidden className={`size-4 ${send.isPending ? 'animate-spin' : ''}`} />
        {first ? 'Send to buyer' : 'Send again'}
      </button>
      {send.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(send.error)}
        </p>
      ) : null}
    </div>
  );
}

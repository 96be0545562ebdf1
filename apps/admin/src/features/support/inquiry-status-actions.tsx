import type { InquiryStatus } from '@atelier/domain/support-inbox';
import { Archive, ArchiveRestore, LoaderCircle } from 'lucide-react';
import { secondaryButtonClass } from '../../components/form-styles';
import { errorMessage } from '../../lib/query-client';
import { useInquiryStatus } from './api';

interface InquiryStatusActionsProps {
  inquiryId: string;
  status: InquiryStatus;
  announce(message: string): void;
}

/** Archive an inquiry that needs nothing more, or reopen an archived one; both can be undone. */
export function InquiryStatusActions({ inquiryId, status, announce }: InquiryStatusActionsProps) {
  const mutation = useInquiryStatus(inquiryId);
  const archived = status === 'archived';
  const Icon = mutation.isPending ? LoaderCircle : archived ? ArchiveRestore : Archive;
  const run = () => {
    announce('');
    mutation.mutate(
      { action: archived ? 'reopen' : 'archive' },
      { onSuccess: () => announce(archived ? 'The inquiry is reopened.' : 'The inquiry is archived.') },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={run} disabled={mutation.isPending} className={secondaryButtonClass}>
        <Icon aria-hidden className={`size-4 ${mutation.isPending ? 'animate-spin' : ''}`} />
        {archived ? 'Reopen' : 'Archive'}
      </button>
      {mutation.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
    </div>
  );
}

import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@atelier/domain/quotes';
import { TriangleAlert } from 'lucide-react';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';

const TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'info',
  deposit_paid: 'warning',
  in_progress: 'warning',
  awaiting_approval: 'info',
  final: 'success',
  delivered: 'success',
  expired: 'neutral',
  declined: 'danger',
};

/** Where a quote stands, and beside it "Overdue" while the studio is late with its drawings. */
export function QuoteStatusBadges({ status, overdue }: { status: QuoteStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge tone={TONES[status]}>{QUOTE_STATUS_LABELS[status]}</StatusBadge>
      {overdue ? (
        <StatusBadge tone="danger">
          <TriangleAlert aria-hidden className="size-3" />
          Overdue
        </StatusBadge>
      ) : null}
    </span>
  );
}

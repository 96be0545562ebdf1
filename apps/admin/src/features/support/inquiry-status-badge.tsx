import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@atelier/domain/support-inbox';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';

const TONES: Record<InquiryStatus, BadgeTone> = { new: 'info', answered: 'success', archived: 'neutral' };

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <StatusBadge tone={TONES[status]}>{INQUIRY_STATUS_LABELS[status]}</StatusBadge>;
}

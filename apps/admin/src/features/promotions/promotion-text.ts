import { PROMOTION_SCOPE_LABELS, type StaffPromotion } from '@atelier/domain/promotions';
import { formatDateTime } from '../../components/date-time';

/** "3 / 10" against a limit, "3" without one. */
export const describeUses = ({ uses, maxUses }: Pick<StaffPromotion, 'uses' | 'maxUses'>) =>
  maxUses === null ? String(uses) : `${uses} / ${maxUses}`;

/** "At most 1 per buyer", or nothing without a limit per buyer. */
export const describePerBuyer = ({ maxUsesPerBuyer }: Pick<StaffPromotion, 'maxUsesPerBuyer'>) =>
  maxUsesPerBuyer === null ? null : `At most ${maxUsesPerBuyer} per buyer`;

/** "1 Mar 2026 – 31 Mar 2026", "From 1 Mar 2026", "Until 31 Mar 2026" or "Any time". */
export function describeWindow({ startsAt, endsAt }: Pick<StaffPromotion, 'startsAt' | 'endsAt'>): string {
  const day = (iso: string) => formatDateTime(iso, 'date');
  if (startsAt && endsAt) return `${day(startsAt)} – ${day(endsAt)}`;
  if (startsAt) return `From ${day(startsAt)}`;
  if (endsAt) return `Until ${day(endsAt)}`;
  return 'Any time';
}

/** "Everything", or e.g. "Some categories (2)". */
export const describeScope = ({ scope, scopeValues }: Pick<StaffPromotion, 'scope' | 'scopeValues'>) =>
  scope === 'all' ? PROMOTION_SCOPE_LABELS.all : `${PROMOTION_SCOPE_LABELS[scope]} (${scopeValues.length})`;

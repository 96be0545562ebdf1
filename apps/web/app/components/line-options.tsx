import { formatMoney } from '@atelier/domain/money';
import { formatLongDate } from '@atelier/domain/number-format';
import type { OrderedOption } from '@atelier/domain/orders';
import { leadTimeText } from '@atelier/domain/plan-options';

/** When an option's drawing is due: its lead time after payment, as a date once the order is paid. */
export function optionDueText(option: OrderedOption, paidAt: string | null | undefined): string {
  if (!paidAt) return leadTimeText(option.leadDays);
  return `Due by ${formatLongDate(new Date(Date.parse(paidAt) + option.leadDays * 86_400_000))}`;
}

/**
 * The plan options bought with an order line (decision 043), listed under its title: what each one was
 * called and cost when bought, and when its drawing is due (`paidAt`: the order's payment, if paid).
 */
export function LineOptions({
  options,
  paidAt,
  className = 'text-sm text-muted-fg',
}: {
  options: readonly OrderedOption[];
  paidAt?: string | null;
  className?: string;
}) {
  if (options.length === 0) return null;
  return (
    <ul aria-label="Plan options" className={className}>
      {options.map((option) => (
        <li key={option.id}>
          {`${option.label}, ${formatMoney(option.priceCents)}`}{' '}
          <span className="block text-xs">{optionDueText(option, paidAt)}</span>
        </li>
      ))}
    </ul>
  );
}

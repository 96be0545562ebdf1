import { formatMoney } from '@atelier/domain/money';
import type { OrderedOption } from '@atelier/domain/orders';
import { leadTimeText, type PlanOptionId, planOptionLabel } from '@atelier/domain/plan-options';

/**
 * The plan options bought with a cart or order line (decision 043), listed under its title. A cart line
 * knows its options by id (the line's total carries their price); an order line knows what each one was
 * called and cost when bought, and when its drawing is due.
 */
export function LineOptions({
  options,
  className = 'text-sm text-muted-fg',
}: {
  options: readonly (PlanOptionId | OrderedOption)[];
  className?: string;
}) {
  if (options.length === 0) return null;
  return (
    <ul aria-label="Plan options" className={className}>
      {options.map((option) =>
        typeof option === 'string' ? (
          <li key={option}>{planOptionLabel(option)}</li>
        ) : (
          <li key={option.id}>
            {`${option.label}, ${formatMoney(option.priceCents)}`}
            {option.leadDays > 0 && (
              <>
                {' '}
                <span className="block text-xs">{leadTimeText(option.leadDays)}</span>
              </>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

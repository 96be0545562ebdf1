import type { DashboardFigures } from '@atelier/domain/dashboard';
import { formatMoney } from '@atelier/domain/money';
import { DateTime } from '../../components/date-time';
import { TableCard } from '../../components/table-card';

const COLUMNS = [
  { label: 'Week of' },
  { label: 'Paid orders', align: 'right' },
  { label: 'Revenue', className: 'w-1/2' },
] as const;

/** Paid sales per week: a bar per week drawn behind its figures, the table itself the accessible form. */
export function SalesTrend({ weeks }: { weeks: NonNullable<DashboardFigures['salesTrend']> }) {
  const highest = Math.max(1, ...weeks.map((week) => week.revenueCents));
  return (
    <TableCard id="trend-title" title={`Sales, last ${weeks.length} weeks`} columns={COLUMNS}>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart} className="border-t border-border">
            <th scope="row" className="px-5 py-2 font-medium whitespace-nowrap">
              <DateTime value={week.weekStart} style="date" />
            </th>
            <td className="px-5 py-2 text-right tabular-nums">{week.orders}</td>
            <td className="px-5 py-2">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="h-2 rounded-full bg-primary"
                  style={{ width: `${(week.revenueCents / highest) * 70}%` }}
                />
                <span className="tabular-nums whitespace-nowrap">{formatMoney(week.revenueCents)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

import type { DashboardFigures } from '@atelier/domain/dashboard';
import { formatMoney } from '@atelier/domain/money';
import { DateTime } from '../../components/date-time';

/** Paid sales per week: a bar per week drawn behind its figures, the table itself the accessible form. */
export function SalesTrend({ weeks }: { weeks: NonNullable<DashboardFigures['salesTrend']> }) {
  const highest = Math.max(1, ...weeks.map((week) => week.revenueCents));
  return (
    <section aria-labelledby="trend-title" className="rounded-lg border border-border bg-card">
      <h2 id="trend-title" className="border-b border-border px-5 py-4 text-lg font-semibold">
        Sales, last {weeks.length} weeks
      </h2>
      <div className="overflow-x-auto">
        <table aria-labelledby="trend-title" className="w-full text-left text-sm">
          <thead className="text-muted-fg">
            <tr>
              <th scope="col" className="px-5 py-2 font-medium">
                Week of
              </th>
              <th scope="col" className="px-5 py-2 text-right font-medium">
                Paid orders
              </th>
              <th scope="col" className="w-1/2 px-5 py-2 font-medium">
                Revenue
              </th>
            </tr>
          </thead>
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
        </table>
      </div>
    </section>
  );
}

import { FINISH_LABELS, FINISH_LEVELS } from '@atelier/domain/build-cost';
import type { BuildCostRow } from '@atelier/domain/build-cost-admin';
import { dollarsToCents, formatMoney } from '@atelier/domain/money';
import { TableCard } from '../../components/table-card';

/** $145, or $145.50 where the table has cents. */
const perSqFt = (dollars: number) => formatMoney(dollarsToCents(dollars)).replace(/\.00$/, '');

/** The regions with their cost per sq ft for each finish, the default region first. */
export function RegionsTable({ regions }: { regions: BuildCostRow[] }) {
  return (
    <TableCard
      id="regions-title"
      title="Cost per sq ft by region"
      columns={[
        { label: 'Region' },
        { label: 'Code' },
        ...FINISH_LEVELS.map((level) => ({ label: FINISH_LABELS[level], align: 'right' as const })),
      ]}
    >
      <tbody>
        {regions.map((region) => (
          <tr key={region.id} className="border-t border-border">
            <th scope="row" className="px-5 py-2 font-medium">
              {region.name}
            </th>
            <td className="px-5 py-2 font-mono text-xs">{region.id}</td>
            {FINISH_LEVELS.map((level) => (
              <td key={level} className="px-5 py-2 text-right tabular-nums">
                {perSqFt(region[level])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

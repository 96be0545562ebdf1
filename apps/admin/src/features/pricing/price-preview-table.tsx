import type { PricePreview } from '@atelier/domain/catalogue-admin';
import { LICENCES } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { SimpleTable } from '../../components/table-card';

const td = 'px-4 py-2 tabular-nums';
const COLUMNS = [
  { label: 'Design' },
  { label: 'Old price', align: 'right' },
  { label: 'New price', align: 'right' },
  { label: 'Other licences' },
] as const;

/** Old → new price of each design a bulk change would touch, with the licence prices that move with it. */
export function PricePreviewTable({ rows, caption }: { rows: PricePreview['rows']; caption: string }) {
  return (
    <SimpleTable caption={caption} captionShown columns={COLUMNS}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-border">
            <th scope="row" className="px-4 py-2 font-medium">
              {row.title}
            </th>
            <td className={`${td} text-right`}>{formatMoney(row.oldCents)}</td>
            <td className={`${td} text-right`}>
              <span aria-hidden className="mr-2 text-muted-fg">
                →
              </span>
              {formatMoney(row.newCents)}
            </td>
            <td className={td}>
              {row.licences.length === 0 ? (
                <span className="text-muted-fg">Unchanged</span>
              ) : (
                <ul>
                  {row.licences.map((moved) => (
                    <li key={moved.licence} className="whitespace-nowrap">
                      {LICENCES[moved.licence].label}: {formatMoney(moved.oldCents)}{' '}
                      <span aria-hidden className="text-muted-fg">
                        →
                      </span>
                      <span className="sr-only">to</span> {formatMoney(moved.newCents)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

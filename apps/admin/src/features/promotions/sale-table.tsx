import { SALE_TARGET_LABELS, type StaffPriceSale } from '@atelier/domain/price-sales';
import { describeDiscount } from '@atelier/domain/promotions';
import { DateTime } from '../../components/date-time';
import { SaleStatusBadge } from '../../components/status-badge';
import { TableCard, type TableColumn } from '../../components/table-card';
import { EndSale } from './sale-actions';
import { SaleDialog } from './sale-dialog';

const td = 'px-5 py-3 align-top';

interface SaleTableProps {
  sales: StaffPriceSale[];
  /** Offers Edit and End now (promotions:update). */
  canUpdate: boolean;
  announce(message: string): void;
}

function SaleRow({ sale, canUpdate, announce }: { sale: StaffPriceSale } & Omit<SaleTableProps, 'sales'>) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${td} font-semibold`}>
        {sale.name}
      </th>
      <td className={td}>
        <span className="block text-xs text-muted-fg">{SALE_TARGET_LABELS[sale.target]}</span>
        {sale.targetLabel}
      </td>
      <td className={`${td} whitespace-nowrap`}>
        {describeDiscount({ percentOff: sale.percentOff, amountOffCents: null })}
      </td>
      <td className={`${td} whitespace-nowrap`}>
        <DateTime value={sale.startsAt} />
      </td>
      <td className={`${td} whitespace-nowrap`}>
        <DateTime value={sale.endsAt} />
      </td>
      <td className={td}>
        <SaleStatusBadge status={sale.status} />
      </td>
      {canUpdate ? (
        <td className={td}>
          <div className="flex flex-wrap justify-end gap-2">
            <SaleDialog sale={sale} announce={announce} />
            {sale.status === 'ended' ? null : <EndSale sale={sale} announce={announce} />}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

/** Every sale, newest start first. */
export function SaleTable({ sales, canUpdate, announce }: SaleTableProps) {
  const columns: (TableColumn | false)[] = [
    { label: 'Name' },
    { label: 'On sale' },
    { label: 'Reduction' },
    { label: 'Starts' },
    { label: 'Ends' },
    { label: 'Status' },
    canUpdate && { label: 'Actions', hidden: true },
  ];
  return (
    <TableCard
      id="sale-list-title"
      title="Sales"
      caption="Sales, the latest start first, with what they reduce and when"
      empty={sales.length === 0 && 'No sales yet.'}
      columns={columns}
    >
      <tbody>
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} canUpdate={canUpdate} announce={announce} />
        ))}
      </tbody>
    </TableCard>
  );
}

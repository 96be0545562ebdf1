import { formatMoney } from '@atelier/domain/money';
import { describeDiscount, type StaffPromotion } from '@atelier/domain/promotions';
import { PromotionStatusBadge } from '../../components/status-badge';
import { TableCard, type TableColumn } from '../../components/table-card';
import { OrdersCsvLink, PauseToggle } from './promotion-actions';
import { PromotionDialog } from './promotion-dialog';
import { describePerBuyer, describeScope, describeUses, describeWindow } from './promotion-text';

const COLUMNS: TableColumn[] = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Applies to' },
  { label: 'Uses', align: 'right' },
  { label: 'Window' },
  { label: 'Status' },
  { label: 'Paid orders', align: 'right' },
  { label: 'Revenue', align: 'right' },
  { label: 'Discount given', align: 'right' },
  { label: 'Actions', hidden: true },
];

const td = 'px-5 py-3 align-top';
const number = `${td} text-right tabular-nums whitespace-nowrap`;

interface PromotionTableProps {
  promotions: StaffPromotion[];
  /** Offers Edit and Pause or Resume (promotions:update). */
  canUpdate: boolean;
  announce(message: string): void;
}

function PromotionRow({
  promotion,
  canUpdate,
  announce,
}: { promotion: StaffPromotion } & Omit<PromotionTableProps, 'promotions'>) {
  const perBuyer = describePerBuyer(promotion);
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${td} font-mono font-semibold whitespace-nowrap`}>
        {promotion.code}
      </th>
      <td className={`${td} whitespace-nowrap`}>{describeDiscount(promotion)}</td>
      <td className={td}>{describeScope(promotion)}</td>
      <td className={number}>
        {describeUses(promotion)}
        {perBuyer ? <span className="block text-xs text-muted-fg">{perBuyer}</span> : null}
      </td>
      <td className={`${td} whitespace-nowrap`}>{describeWindow(promotion)}</td>
      <td className={td}>
        <PromotionStatusBadge status={promotion.status} />
      </td>
      <td className={number}>{promotion.paidOrders}</td>
      <td className={number}>{formatMoney(promotion.revenueCents)}</td>
      <td className={number}>{formatMoney(promotion.discountCents)}</td>
      <td className={td}>
        <div className="flex flex-wrap justify-end gap-2">
          {canUpdate ? (
            <>
              <PromotionDialog promotion={promotion} announce={announce} />
              <PauseToggle promotion={promotion} announce={announce} />
            </>
          ) : null}
          <OrdersCsvLink promotion={promotion} />
        </div>
      </td>
    </tr>
  );
}

/** Every code, newest first, with how it has been used and what it brought in. */
export function PromotionTable({ promotions, canUpdate, announce }: PromotionTableProps) {
  return (
    <TableCard
      id="promotion-list-title"
      title="Promotion codes"
      caption="Promotion codes, newest first, with their uses and the paid orders placed with them"
      empty={promotions.length === 0 && 'No promotion codes yet.'}
      columns={COLUMNS}
    >
      <tbody>
        {promotions.map((promotion) => (
          <PromotionRow key={promotion.id} promotion={promotion} canUpdate={canUpdate} announce={announce} />
        ))}
      </tbody>
    </TableCard>
  );
}

import { formatMoney } from '@atelier/domain/money';
import { type ReactNode, useState } from 'react';
import { DateTime } from '../../components/date-time';
import { secondaryButtonClass } from '../../components/form-styles';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-states';
import { SimpleTable } from '../../components/table-card';
import { usePriceHistory } from './api';

const FIRST_ROWS = 20;
const td = 'px-4 py-2';
const COLUMNS = [
  { label: 'When' },
  { label: 'Design' },
  { label: 'Old price', align: 'right' },
  { label: 'New price', align: 'right' },
  { label: 'Changed by' },
] as const;

/** Who changed which price, when, from what to what; newest first. */
export function PriceHistory() {
  const query = usePriceHistory();
  const [showAll, setShowAll] = useState(false);
  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="The price history could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <LoadingState>Loading price changes...</LoadingState>;
  } else if (query.data.changes.length === 0) {
    body = <EmptyState>No price changes yet.</EmptyState>;
  } else {
    const { changes } = query.data;
    const rows = showAll ? changes : changes.slice(0, FIRST_ROWS);
    body = (
      <div className="space-y-3">
        <SimpleTable caption="Recent price changes, newest first" columns={COLUMNS} busy={query.isFetching}>
          <tbody>
            {rows.map((change) => (
              <tr key={change.id} className="border-t border-border">
                <td className={`${td} whitespace-nowrap`}>
                  <DateTime value={change.changedAt} />
                </td>
                <th scope="row" className={`${td} font-medium`}>
                  {change.designTitle}
                </th>
                <td className={`${td} text-right tabular-nums`}>{formatMoney(change.oldCents)}</td>
                <td className={`${td} text-right tabular-nums`}>
                  <span aria-hidden className="mr-2 text-muted-fg">
                    →
                  </span>
                  {formatMoney(change.newCents)}
                </td>
                <td className={td}>{change.changedBy}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
        {changes.length > FIRST_ROWS ? (
          <button type="button" onClick={() => setShowAll((all) => !all)} className={secondaryButtonClass}>
            {showAll ? `Show the latest ${FIRST_ROWS} only` : `Show all ${changes.length} changes`}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="price-history-title" className="space-y-3">
      <h2 id="price-history-title" className="text-lg font-semibold">
        Recent price changes
      </h2>
      {body}
    </section>
  );
}

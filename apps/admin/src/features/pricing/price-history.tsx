import { formatMoney } from '@atelier/domain/money';
import { type ReactNode, useState } from 'react';
import { DateTime } from '../../components/date-time';
import { secondaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { usePriceHistory } from './api';

const FIRST_ROWS = 20;
const th = 'px-4 py-2 font-medium whitespace-nowrap';
const td = 'px-4 py-2';

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
    body = (
      <p className="rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
        No price changes yet.
      </p>
    );
  } else {
    const { changes } = query.data;
    const rows = showAll ? changes : changes.slice(0, FIRST_ROWS);
    body = (
      <div className="space-y-3">
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-left text-sm" aria-busy={query.isFetching}>
            <caption className="sr-only">Recent price changes, newest first</caption>
            <thead className="text-muted-fg">
              <tr>
                <th scope="col" className={th}>
                  When
                </th>
                <th scope="col" className={th}>
                  Design
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Old price
                </th>
                <th scope="col" className={`${th} text-right`}>
                  New price
                </th>
                <th scope="col" className={th}>
                  Changed by
                </th>
              </tr>
            </thead>
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
          </table>
        </div>
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

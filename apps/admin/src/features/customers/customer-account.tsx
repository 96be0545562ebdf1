import { can } from '@atelier/domain';
import type { CustomerDetail } from '@atelier/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../components/confirm-action';
import { DateTime } from '../../components/date-time';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { useAuth } from '../../lib/auth';
import { useStaffRequest } from '../../lib/query-client';
import { saveFile } from '../../lib/save-file';
import { customerKeys } from './api';

const REQUEST_KINDS: Record<string, string> = { export: 'Data export', delete: 'Account deleted' };

/** Issues the customer's data export (recorded and audited) and saves it as a JSON file. */
function useDataExport(id: string) {
  const request = useStaffRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>('POST', `/customers/${encodeURIComponent(id)}/data-export`),
    onSuccess: (document) => {
      const day = new Date().toISOString().slice(0, 10);
      saveFile(`customer-data-${id}-${day}.json`, JSON.stringify(document, null, 2), 'application/json');
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
    },
  });
}

/**
 * The buyer's account (decision 044): when it was opened and last used, how many passkeys, saved
 * searches and favourites it holds (never a secret), the privacy requests made, and the data export
 * staff issue on the buyer's written request.
 */
export function CustomerAccount({ id, account }: { id: string; account: CustomerDetail['account'] }) {
  const { user } = useAuth();
  const exportData = useDataExport(id);
  const [announcement, setAnnouncement] = useState('');
  const rows: DetailRow[] = account
    ? [
        ['Account opened', <DateTime key="opened" value={account.openedAt} />],
        [
          'Last signed in',
          account.lastSignedInAt ? <DateTime key="signed-in" value={account.lastSignedInAt} /> : 'Never',
        ],
        ['Passkeys', account.passkeys],
        ['Saved searches', account.savedSearches],
        ['Favourites', account.favourites],
      ]
    : [];
  return (
    <section aria-labelledby="account-title" className="rounded-lg border border-border bg-card p-4">
      <h2 id="account-title" className="mb-3 text-lg font-semibold">
        Account
      </h2>
      {account ? (
        <DetailList rows={rows} className="sm:grid-cols-[auto_1fr_auto_1fr]" />
      ) : (
        <p className="text-sm text-muted-fg">No account: this buyer checks out as a guest.</p>
      )}
      {account && account.privacyRequests.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Privacy requests</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {account.privacyRequests.map((entry) => (
              <li key={`${entry.kind}-${entry.at}`}>
                {REQUEST_KINDS[entry.kind] ?? entry.kind}, <DateTime value={entry.at} />
                {entry.byStaff ? ' (by staff)' : ' (by the buyer)'}
              </li>
            ))}
          </ul>
        </>
      )}
      {can(user, 'customers', 'export') && (
        <div className="mt-4">
          <ConfirmAction
            mutation={exportData}
            trigger="Export data"
            title="Export this customer's data?"
            description="For the buyer's written request only: everything stored about this address is downloaded as a JSON file. The export is recorded on the account and in the activity log."
            submitLabel="Export data"
            dismissLabel="Cancel"
            onConfirm={(close) =>
              exportData.mutate(undefined, {
                onSuccess: () => {
                  close();
                  setAnnouncement('The data export was downloaded and recorded.');
                },
              })
            }
          />
          <p role="status" className="mt-2 text-sm">
            {announcement}
          </p>
        </div>
      )}
    </section>
  );
}

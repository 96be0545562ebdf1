import { can } from '@atelier/domain/permissions';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { DateTime } from '../../components/date-time';
import { secondaryButtonClass } from '../../components/form-styles';
import { QueryFallback } from '../../components/query-states';
import { useAuth } from '../../lib/auth';
import { EXPORT_URL, useBuildCosts } from './api';
import { ImportForm } from './import-form';
import { RegionsTable } from './regions-table';

/** /settings/build-costs: the costs per sq ft behind the design pages' "Cost to build", exported and imported as CSV. */
export function BuildCostsPage() {
  const query = useBuildCosts();
  const { user } = useAuth();
  const [announcement, setAnnouncement] = useState('');
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="The build costs could not be loaded.">
        Loading the build costs...
      </QueryFallback>
    );
  }
  const { regions, stored, updatedAt } = query.data;
  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-prose space-y-1 text-sm">
          <p>
            Each design page estimates the cost to build it from these costs per square foot of heated area, for the
            buyer's region and finish level. The default region applies wherever no other is listed.
          </p>
          <p className="text-muted-fg">
            {stored ? (
              updatedAt ? (
                <>
                  Imported <DateTime value={updatedAt} />.
                </>
              ) : (
                'Imported by staff.'
              )
            ) : (
              'This is the shop’s default table, used until you import one.'
            )}
          </p>
        </div>
        <a href={EXPORT_URL} download className={secondaryButtonClass}>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </div>
      {can(user, 'settings', 'update') ? <ImportForm announce={setAnnouncement} /> : null}
      <RegionsTable regions={regions} />
    </div>
  );
}

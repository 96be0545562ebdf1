import { can } from '@atelier/domain/permissions';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { QueryFallback } from '../../components/query-states';
import { useAuth } from '../../lib/auth';
import { usePromotions } from './api';
import { PromotionDialog } from './promotion-dialog';
import { PromotionTable } from './promotion-table';

/** /promotions: the promotion codes buyers can enter at checkout, their figures, and changes to them. */
export function PromotionPage() {
  const query = usePromotions();
  const { user } = useAuth();
  const [announcement, setAnnouncement] = useState('');
  const canUpdate = can(user, 'promotions', 'update');
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="The promotion codes could not be loaded.">
        Loading the promotion codes...
      </QueryFallback>
    );
  }
  return (
    <div className="space-y-6">
      <Announcement>{announcement}</Announcement>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-prose text-sm text-muted-fg">
          A code takes a percentage or an amount off the designs it covers; buyers enter one code per order at checkout.
          Revenue and discount count the paid orders placed with it.
        </p>
        {canUpdate ? <PromotionDialog announce={setAnnouncement} /> : null}
      </div>
      <PromotionTable promotions={query.data} canUpdate={canUpdate} announce={setAnnouncement} />
    </div>
  );
}

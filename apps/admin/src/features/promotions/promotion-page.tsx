import { can } from '@atelier/domain/permissions';
import { useState } from 'react';
import { Announcement } from '../../components/announcement';
import { PageTabs, TabPanel } from '../../components/page-tabs';
import { useAuth } from '../../lib/auth';
import { useTabParam } from '../../lib/use-tab-param';
import { CodeTab } from './code-tab';
import { SaleTab } from './sale-tab';

const TAB_VALUES = ['codes', 'sales'] as const;
const TAB_LABELS = { codes: 'Codes', sales: 'Sales' } as const;
const TABS = TAB_VALUES.map((value) => ({ value, label: TAB_LABELS[value] }));

/**
 * /promotions: promotion codes buyers enter at checkout, and sales that reduce prices for a time, in two
 * tabs; the tab is in the URL (?tab=sales).
 */
export function PromotionPage() {
  const { user } = useAuth();
  const [tab, setTab] = useTabParam(TAB_VALUES);
  const [announcement, setAnnouncement] = useState('');
  const canUpdate = can(user, 'promotions', 'update');
  return (
    <div className="space-y-4">
      <Announcement>{announcement}</Announcement>
      <PageTabs
        label="Promotions"
        tabs={TABS}
        value={tab}
        onValueChange={(next) => {
          // What was said about the other tab's list is no news on this one.
          setAnnouncement('');
          setTab(next);
        }}
      >
        <TabPanel value="codes">
          <CodeTab canUpdate={canUpdate} announce={setAnnouncement} />
        </TabPanel>
        <TabPanel value="sales">
          <SaleTab canUpdate={canUpdate} announce={setAnnouncement} />
        </TabPanel>
      </PageTabs>
    </div>
  );
}

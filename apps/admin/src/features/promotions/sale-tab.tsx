import { QueryFallback } from '../../components/query-states';
import { useSales } from './sale-api';
import { SaleDialog } from './sale-dialog';
import { SaleTable } from './sale-table';
import { TabIntro } from './tab-intro';

interface SaleTabProps {
  /** Offers New sale, and Edit and End now on each sale (promotions:update). */
  canUpdate: boolean;
  announce(message: string): void;
}

/** Sales (decision 050): a design's or a category's prices reduced by a percentage between two times. */
export function SaleTab({ canUpdate, announce }: SaleTabProps) {
  const query = useSales();
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="The sales could not be loaded.">
        Loading the sales...
      </QueryFallback>
    );
  }
  return (
    <div className="space-y-6">
      <TabIntro action={canUpdate ? <SaleDialog announce={announce} /> : null}>
        A sale takes a percentage off every licence of a design, or of each design in a category, between two times;
        buyers see the regular price struck through. Sales do not add up: the largest reduction applies.
      </TabIntro>
      <SaleTable sales={query.data} canUpdate={canUpdate} announce={announce} />
    </div>
  );
}

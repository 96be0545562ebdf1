import { QueryFallback } from '../../components/query-states';
import { usePromotions } from './api';
import { PromotionDialog } from './promotion-dialog';
import { PromotionTable } from './promotion-table';
import { TabIntro } from './tab-intro';

interface CodeTabProps {
  /** Offers New promotion, and Edit and Pause on each code (promotions:update). */
  canUpdate: boolean;
  announce(message: string): void;
}

/** The promotion codes buyers can enter at checkout, their figures, and changes to them. */
export function CodeTab({ canUpdate, announce }: CodeTabProps) {
  const query = usePromotions();
  if (!query.data) {
    return (
      <QueryFallback query={query} errorTitle="The promotion codes could not be loaded.">
        Loading the promotion codes...
      </QueryFallback>
    );
  }
  return (
    <div className="space-y-6">
      <TabIntro action={canUpdate ? <PromotionDialog announce={announce} /> : null}>
        A code takes a percentage or an amount off the designs it covers; buyers enter one code per order at checkout.
        Revenue and discount count the paid orders placed with it.
      </TabIntro>
      <PromotionTable promotions={query.data} canUpdate={canUpdate} announce={announce} />
    </div>
  );
}

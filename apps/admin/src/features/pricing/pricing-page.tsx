import { useMemo } from 'react';
import { useCategoryOptions } from './api';
import { BulkPricePanel } from './bulk-price-panel';
import { DesignPriceTable } from './design-price-table';
import { PriceHistory } from './price-history';
import { useDesignSelection } from './use-design-selection';

/** /marketplace/pricing: prices one by one, many at once after a preview, and the record of changes. */
export function PricingPage() {
  const selection = useDesignSelection();
  const categoryList = useCategoryOptions();
  const categories = useMemo(
    () => (categoryList.data?.categories ?? []).map((category) => ({ value: category.id, label: category.label })),
    [categoryList.data],
  );
  return (
    <div className="space-y-8">
      <DesignPriceTable selection={selection} categories={categories} />
      <BulkPricePanel selection={selection} categories={categories} />
      <PriceHistory />
    </div>
  );
}

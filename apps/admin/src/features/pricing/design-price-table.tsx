import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { FilterSelect, ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { secondaryButtonClass } from '../../components/form-styles';
import { DEFAULT_PRICE_SORT, PRICE_LIST_FILTERS, useDesignPrices } from './api';
import { priceColumns } from './price-columns';
import { SelectionProvider } from './selection-context';
import type { DesignSelection } from './use-design-selection';

const NO_ROWS: StaffDesignRow[] = [];

interface DesignPriceTableProps {
  selection: DesignSelection;
  categories: readonly { value: string; label: string }[];
}

/** Every design's price, changed one at a time; searched, sorted and paged by the server, with the state in the URL. */
export function DesignPriceTable({ selection, categories }: DesignPriceTableProps) {
  const list = useListParams(PRICE_LIST_FILTERS, DEFAULT_PRICE_SORT);
  const query = useDesignPrices(list.apiQuery);
  const rows = query.data?.designs ?? NO_ROWS;
  const count = selection.items.length;

  return (
    <section aria-labelledby="design-prices-title" className="space-y-3">
      <h2 id="design-prices-title" className="text-lg font-semibold">
        Design prices
      </h2>
      <p className="text-sm text-muted-fg">
        Type a new price and press Save, or tick designs to change their prices together below.
      </p>
      <ListFilters label="Filter designs">
        <SearchBox label="Search designs" placeholder="Title or design id" {...list.filter('q')} />
        <FilterSelect label="Category" allLabel="All categories" options={categories} {...list.filter('category')} />
      </ListFilters>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>{count === 0 ? 'No designs selected.' : `${count} design${count === 1 ? '' : 's'} selected.`}</p>
        {count > 0 ? (
          <button type="button" onClick={selection.clear} className={secondaryButtonClass}>
            Clear selection
          </button>
        ) : null}
      </div>
      <SelectionProvider selection={selection} pageRows={rows}>
        <ServerTable
          label="Design prices"
          noun="designs"
          columns={priceColumns}
          query={query}
          rowsOf={(page) => page.designs}
          list={list}
          emptyText="No designs match this search."
        />
      </SelectionProvider>
    </section>
  );
}

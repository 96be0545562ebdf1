import { DESIGN_STATUS_LABELS, DESIGN_STATUSES } from '@atelier/domain/design-facts';
import { can } from '@atelier/domain/permissions';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Announcement } from '../../components/announcement';
import { useListLinkState } from '../../components/data-table/back-to-list';
import { FilterSelect, ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { primaryButtonClass } from '../../components/form-styles';
import { useAuth } from '../../lib/auth';
import { useAnnouncement } from '../../lib/use-announcement';
import { DEFAULT_DESIGN_SORT, DESIGN_LIST_FILTERS, useDesignList, useDesignOptions } from './api';
import { designColumns } from './design-columns';
import { PlanCheckSummary } from './plan-check-summary';

const STATUS_OPTIONS = DESIGN_STATUSES.map((value) => ({ value, label: DESIGN_STATUS_LABELS[value] }));
const FEATURED_OPTIONS = [
  { value: 'true', label: 'Featured' },
  { value: 'false', label: 'Not featured' },
];

/** /marketplace/designs: the catalogue, filtered, sorted and paged by the server, with the state in the URL. */
export function DesignList() {
  const { user } = useAuth();
  const list = useListParams(DESIGN_LIST_FILTERS, DEFAULT_DESIGN_SORT);
  const query = useDesignList(list.apiQuery);
  const options = useDesignOptions();
  const categories = (options.data?.categories ?? []).map((category) => ({
    value: category.id,
    label: category.label,
  }));
  const [announcement] = useAnnouncement();
  const linkState = useListLinkState();

  return (
    <div className="space-y-4">
      <Announcement>{announcement}</Announcement>
      <ListFilters label="Filter designs">
        <SearchBox label="Search designs" placeholder="Title or design id" {...list.filter('q')} />
        <FilterSelect label="Category" allLabel="All categories" options={categories} {...list.filter('category')} />
        <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...list.filter('status')} />
        <FilterSelect
          label="Featured"
          allLabel="Featured or not"
          options={FEATURED_OPTIONS}
          {...list.filter('featured')}
        />
      </ListFilters>
      {can(user, 'designs', 'create') ? (
        <div className="flex justify-end">
          <Link to="/marketplace/designs/new" state={linkState} className={primaryButtonClass}>
            <Plus aria-hidden className="size-4" /> New design
          </Link>
        </div>
      ) : null}
      <PlanCheckSummary />
      <ServerTable
        label="Designs"
        noun="designs"
        columns={designColumns}
        query={query}
        rowsOf={(page) => page.designs}
        list={list}
        emptyText="No designs match these filters."
      />
    </div>
  );
}

import { ORDER_TASK_STATE_LABELS, ORDER_TASK_STATES, type OrderTaskState } from '@atelier/domain/order-tasks';
import { ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { type ListParams, useListParams } from '../../components/data-table/use-list-params';
import { PageTabs, TabPanel } from '../../components/page-tabs';
import { DEFAULT_TASK_SORT, TASK_LIST_FILTERS, useTaskList } from './api';
import { taskColumns } from './task-columns';

const TABS = ORDER_TASK_STATES.map((value) => ({ value, label: ORDER_TASK_STATE_LABELS[value] }));

/** Said when a tab has no options (or none matching the search). */
const EMPTY_TEXT: Record<OrderTaskState, string> = {
  open: 'Nothing to draw: every plan option bought is delivered.',
  overdue: 'No plan option is overdue.',
  delivered: 'No drawing has been delivered yet.',
};

const isState = (value: string): value is OrderTaskState => (ORDER_TASK_STATES as readonly string[]).includes(value);

type TaskListParams = ListParams<(typeof TASK_LIST_FILTERS)[number]>;

function TaskTable({ state, list }: { state: OrderTaskState; list: TaskListParams }) {
  const query = useTaskList(list.apiQuery);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter plan options">
        <SearchBox label="Search plan options" placeholder="Order number, option or buyer" {...list.filter('q')} />
      </ListFilters>
      <ServerTable
        label={`Plan options: ${ORDER_TASK_STATE_LABELS[state]}`}
        noun="plan options"
        columns={taskColumns}
        query={query}
        rowsOf={(page) => page.tasks}
        list={list}
        emptyText={list.filters.q ? 'No plan options match this search.' : EMPTY_TEXT[state]}
      />
    </div>
  );
}

/**
 * /orders/tasks: the plan options paid orders bought that the studio draws (decision 043), in tabs: still
 * to draw (overdue ones included), overdue, delivered. The tab, search, sort and page are in the URL.
 */
export function TaskList() {
  const list = useListParams(TASK_LIST_FILTERS, DEFAULT_TASK_SORT);
  const state = isState(list.filters.state) ? list.filters.state : 'open';
  return (
    <PageTabs
      label="Plan options by state"
      tabs={TABS}
      value={state}
      onValueChange={(next) => list.setFilters({ state: next === 'open' ? '' : next })}
    >
      {TABS.map((tab) => (
        <TabPanel key={tab.value} value={tab.value} className="space-y-4">
          <h2 className="sr-only">{tab.label}</h2>
          <TaskTable state={tab.value} list={list} />
        </TabPanel>
      ))}
    </PageTabs>
  );
}

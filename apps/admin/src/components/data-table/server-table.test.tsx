import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ListLink } from './back-to-list';
import { dataColumns, dateTimeCell } from './data-table';
import { ServerTable } from './server-table';

interface Row {
  id: string;
  name: string;
  at: string;
}
interface Answer {
  people: Row[];
  total: number;
  page: number;
  pageSize: number;
}

const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true },
    cell: (info) => <ListLink to={`/people/${info.row.original.id}`}>{info.getValue()}</ListLink>,
  }),
  column.accessor('at', { header: 'Joined', cell: dateTimeCell }),
]);

const query = (result: Partial<UseQueryResult<Answer>>) =>
  ({ isError: false, isPlaceholderData: false, refetch: vi.fn(), ...result }) as unknown as UseQueryResult<Answer>;

const answer: Answer = {
  people: [
    { id: 'p1', name: 'Ann', at: '2025-03-01T10:00:00.000Z' },
    { id: 'p2', name: 'Bob', at: '2025-03-02T10:00:00.000Z' },
  ],
  total: 60,
  page: 2,
  pageSize: 25,
};

function renderTable(result: Partial<UseQueryResult<Answer>>, setPage = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/people?q=a']}>
      <ServerTable
        label="People"
        noun="people"
        columns={columns}
        query={query(result)}
        rowsOf={(list) => list.people}
        list={{ setPage }}
        emptyText="Nobody matches."
      />
    </MemoryRouter>,
  );
  return setPage;
}

describe('ServerTable', () => {
  it('says it is loading, then why it failed, in the words of its noun', () => {
    renderTable({ data: undefined });
    expect(screen.getByRole('status').textContent).toContain('Loading people...');
    renderTable({ data: undefined, isError: true, error: new Error('offline') });
    expect(within(screen.getByRole('alert')).getByText('The people could not be loaded.')).toBeTruthy();
  });

  it('says so when the page has no rows', () => {
    renderTable({ data: { ...answer, people: [], total: 0, page: 1 } });
    expect(screen.getByText('Nobody matches.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows with links to them, counts the pages by the page size and turns the page', async () => {
    const setPage = renderTable({ data: answer });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('rowheader', { name: 'Ann' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/people/p2');
    expect(within(table).getAllByRole('columnheader')[0]?.hasAttribute('aria-sort')).toBe(false);
    expect(table.querySelectorAll('time')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'People pages' });
    expect(pages.textContent).toContain('Page 2 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(setPage).toHaveBeenCalledWith(3);
  });
});

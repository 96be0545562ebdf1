import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataColumns } from './data-table';
import { ServerTable } from './server-table';
import { useListParams } from './use-list-params';

// A keyset list (decision 057) pages by cursor: Next asks for the rows after the last one shown,
// Previous for those before the first; a count that stopped reads "10,000+", and any change of
// filter or sort starts again from the first page without a cursor.

interface Row {
  id: string;
  name: string;
}
interface Answer {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

const column = dataColumns<Row>();
const columns = column.columns([column.accessor('name', { header: 'Name' })]);

function List({ answer }: { answer: Answer }) {
  const list = useListParams(['q'] as const, { id: 'name', desc: false });
  const query = { data: answer, isError: false, isPlaceholderData: false } as UseQueryResult<Answer>;
  return (
    <>
      <ServerTable
        label="People"
        noun="people"
        columns={columns}
        query={query}
        rowsOf={(page) => page.rows}
        list={list}
        emptyText="Nobody."
      />
      <button type="button" onClick={() => list.setFilters({ q: 'ada' })}>
        Filter
      </button>
      <p data-testid="api">{list.apiQuery}</p>
      <p data-testid="url">{useLocation().search}</p>
    </>
  );
}

const answer = (patch: Partial<Answer>): Answer => ({
  rows: [{ id: 'a', name: 'Ada' }],
  total: 10_000,
  totalCapped: true,
  page: 1,
  pageCount: 2,
  pageSize: 25,
  nextCursor: 'NEXT',
  previousCursor: null,
  ...patch,
});

const renderAt = (url: string, patch: Partial<Answer>) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <List answer={answer(patch)} />
    </MemoryRouter>,
  );

describe('a keyset list', () => {
  it('says it stopped counting and asks for the rows after the last one for Next', async () => {
    renderAt('/people', {});
    expect(screen.getByText('10,000+ results')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('url').textContent).toBe('?page=2&after=NEXT');
    expect(screen.getByTestId('api').textContent).toBe('sort=name&dir=asc&page=2&after=NEXT');
  });

  it('asks for the rows before the first one for Previous, and has no Next on the last page', async () => {
    renderAt('/people?page=7&after=SIXTH', { page: 7, previousCursor: 'FIRST', nextCursor: null });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('url').textContent).toBe('?page=6&before=FIRST');
  });

  it('goes back to page 1 without a cursor, and starts again when a filter changes', async () => {
    renderAt('/people?page=2&before=X', { page: 2, previousCursor: 'FIRST' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('url').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByTestId('url').textContent).toBe('?q=ada');
  });

  it('counts exactly below the cap', () => {
    renderAt('/people', { total: 3, totalCapped: false, pageCount: 1, nextCursor: null });
    expect(screen.getByText('3 results')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});

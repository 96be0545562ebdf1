import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterField, FilterSelect, SearchBox } from './list-filters';
import { useListParams } from './use-list-params';

const OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
];

describe('FilterField', () => {
  it('labels the control it is given the id for', () => {
    render(<FilterField label="From">{(id) => <input id={id} type="date" />}</FilterField>);
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
  });
});

describe('FilterSelect', () => {
  it('offers "all" first when it has an all label, and tells the value chosen', async () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Status" allLabel="All statuses" value="" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Paid',
      'Refunded',
    ]);
    await userEvent.selectOptions(select, 'Refunded');
    expect(onChange).toHaveBeenCalledWith('refunded');
  });

  it('offers only the options without an all label', () => {
    render(<FilterSelect label="Member" value="paid" options={OPTIONS} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Member' }).querySelectorAll('option')).toHaveLength(2);
  });
});

describe('SearchBox', () => {
  it('tells the trimmed search when it is sent, not while typing', async () => {
    const onChange = vi.fn();
    render(<SearchBox label="Search orders" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  villa ');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledWith('villa');
  });
});

const KEYS = ['q', 'status'] as const;
const SORT = { id: 'created', desc: true };

function BoundFilters() {
  const list = useListParams(KEYS, SORT);
  return (
    <>
      <FilterSelect label="Status" allLabel="All statuses" options={OPTIONS} {...list.filter('status')} />
      <p data-testid="search">{useLocation().search}</p>
    </>
  );
}

describe('useListParams().filter', () => {
  it('binds a filter control to its URL parameter, back at page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/orders?status=paid&page=3']}>
        <BoundFilters />
      </MemoryRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(select.value).toBe('paid');
    await userEvent.selectOptions(select, 'Refunded');
    expect(screen.getByTestId('search').textContent).toBe('?status=refunded');
    await userEvent.selectOptions(select, 'All statuses');
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});

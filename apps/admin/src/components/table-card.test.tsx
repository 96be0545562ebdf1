import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimpleTable, TableCard } from './table-card';

const rows = (
  <tbody>
    <tr>
      <th scope="row">Walls</th>
      <td>3</td>
    </tr>
  </tbody>
);

describe('SimpleTable', () => {
  it('is named by its hidden caption, with its column headings in order', () => {
    render(
      <SimpleTable caption="Parts, biggest first" columns={[{ label: 'Part' }, { label: 'Count', align: 'right' }]}>
        {rows}
      </SimpleTable>,
    );
    const table = screen.getByRole('table', { name: 'Parts, biggest first' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Part', 'Count']);
    expect(headings[1]?.className).toContain('text-right');
    expect(table.querySelector('caption')?.className).toBe('sr-only');
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(within(table).getByRole('rowheader', { name: 'Walls' })).toBeTruthy();
  });

  it('shows its caption when asked, leaves out columns given as false and hides a heading for sight only', () => {
    render(
      <SimpleTable
        caption="Preview"
        captionShown
        busy
        columns={[{ label: 'Drag to reorder', hidden: true }, false, { label: 'Part', className: 'w-1/2' }]}
      >
        {rows}
      </SimpleTable>,
    );
    const table = screen.getByRole('table', { name: 'Preview' });
    expect(table.querySelector('caption')?.className).not.toContain('sr-only');
    expect(table.getAttribute('aria-busy')).toBe('true');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings).toHaveLength(2);
    expect(headings[0]?.querySelector('.sr-only')?.textContent).toBe('Drag to reorder');
    expect(headings[1]?.className).toContain('w-1/2');
  });
});

describe('TableCard', () => {
  it('is a section named by its heading, which also names a table without a caption', () => {
    render(
      <TableCard id="parts-title" title="Parts" columns={[{ label: 'Part' }, { label: 'Count' }]}>
        {rows}
      </TableCard>,
    );
    const section = screen.getByRole('region', { name: 'Parts' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Parts' }).id).toBe('parts-title');
    expect(within(section).getByRole('table', { name: 'Parts' })).toBeTruthy();
  });

  it('takes the level asked for, and says what it has instead of an empty table', () => {
    render(
      <TableCard
        id="orders-title"
        level={3}
        title="Orders"
        caption="Orders of Ann"
        empty="No orders yet."
        columns={[{ label: 'Order' }]}
      >
        {rows}
      </TableCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No orders yet.')).toBeTruthy();
  });

  it('names its table by the caption when it has one', () => {
    render(
      <TableCard id="orders-title" level={3} title="Orders" caption="Orders of Ann" columns={[{ label: 'Order' }]}>
        {rows}
      </TableCard>,
    );
    const table = screen.getByRole('table', { name: 'Orders of Ann' });
    expect(table.hasAttribute('aria-labelledby')).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackToList, ListLink } from './back-to-list';

const OTHER_LISTS = { '/orders/tasks': 'Back to options to draw' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orders" element={<ListLink to="/orders/AP-1">AP-1 in the orders</ListLink>} />
        <Route path="/orders/tasks" element={<ListLink to="/orders/AP-1">AP-1 in the tasks</ListLink>} />
        <Route
          path="/orders/:number"
          element={
            <BackToList to="/orders" otherLists={OTHER_LISTS}>
              Back to orders
            </BackToList>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackToList', () => {
  it('returns to its list with the filters it had', async () => {
    renderAt('/orders?status=paid&page=2');
    await userEvent.click(screen.getByRole('link', { name: 'AP-1 in the orders' }));
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
      '/orders?status=paid&page=2',
    );
  });

  it('returns to another list that opened the page, under that list’s name', async () => {
    renderAt('/orders/tasks?state=overdue');
    await userEvent.click(screen.getByRole('link', { name: 'AP-1 in the tasks' }));
    expect(screen.getByRole('link', { name: 'Back to options to draw' }).getAttribute('href')).toBe(
      '/orders/tasks?state=overdue',
    );
  });

  it('leads to its own list, unfiltered, when the page was opened directly', () => {
    renderAt('/orders/AP-1');
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/orders');
  });
});

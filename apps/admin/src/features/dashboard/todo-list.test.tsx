import type { DashboardFigures } from '@atelier/domain/dashboard';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TodoList } from './todo-list';

const orders = { awaitingPayment: 0, overdue: 0, tasksOpen: 0, tasksOverdue: 0 };

function renderTodo(todo: DashboardFigures['todo']) {
  render(
    <MemoryRouter>
      <TodoList todo={todo} />
    </MemoryRouter>,
  );
}

describe('TodoList', () => {
  it('counts the plan options to draw and links to them', () => {
    renderTodo({ orders: { ...orders, tasksOpen: 3 }, support: null });
    const link = screen.getByRole('link', { name: '3 plan options to draw' });
    expect(link.getAttribute('href')).toBe('/orders/tasks');
    expect(link.className).not.toContain('text-danger');
  });

  it('says how many are overdue, and then leads to those', () => {
    renderTodo({ orders: { ...orders, tasksOpen: 1, tasksOverdue: 1 }, support: null });
    const link = screen.getByRole('link', { name: '1 plan option to draw, 1 overdue' });
    expect(link.getAttribute('href')).toBe('/orders/tasks?state=overdue');
    expect(link.className).toContain('text-danger');
  });

  it('leads from the orders waited over 7 days to those orders, not every one awaiting payment', () => {
    renderTodo({ orders: { ...orders, awaitingPayment: 5, overdue: 2 }, support: null });
    const overdue = screen.getByRole('link', { name: '2 orders have waited over 7 days for payment' });
    expect(overdue.getAttribute('href')).toBe('/orders?status=awaiting_payment&olderThanDays=7&sort=created&dir=asc');
    const awaiting = screen.getByRole('link', { name: '5 orders awaiting payment' });
    expect(awaiting.getAttribute('href')).toBe('/orders?status=awaiting_payment');
  });

  it('has nothing to say of plan options when none waits', () => {
    renderTodo({ orders, support: { unreadChats: 0, newInquiries: 0 } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Nothing is waiting for you.')).toBeTruthy();
  });

  it('is left out for those who read neither orders nor support', () => {
    renderTodo({ orders: null, support: null });
    expect(screen.queryByRole('heading', { name: 'To do' })).toBeNull();
  });
});

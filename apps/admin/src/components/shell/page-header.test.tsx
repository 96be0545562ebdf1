import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffMember } from '../../test/staff-api';
import { PageHeader } from './page-header';

const dashboard = { path: '/dashboard', title: 'Dashboard' } as Parameters<typeof PageHeader>[0]['page'];

function renderHeader(name: string) {
  render(
    <MemoryRouter>
      <PageHeader page={dashboard} user={{ ...staffMember('super_admin'), permissions: [], name }} />
    </MemoryRouter>,
  );
}

describe('PageHeader', () => {
  it('greets a shared account by its whole name, not "Studio"', () => {
    renderHeader('Studio Admin');
    expect(screen.getByText('Welcome back, Studio Admin', { exact: true })).toBeTruthy();
  });

  it('greets a person by their first name', () => {
    renderHeader('Olivia Grant');
    expect(screen.getByText('Welcome back, Olivia', { exact: true })).toBeTruthy();
  });
});

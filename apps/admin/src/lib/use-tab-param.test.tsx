import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

const TABS = ['codes', 'sales'] as const;

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ param: useTabParam(TABS), location: useLocation() }), { wrapper });
}

describe('useTabParam', () => {
  it('reads the tab from the URL, the first tab without one or with one the page does not have', () => {
    expect(renderAt('/promotions?tab=sales').result.current.param[0]).toBe('sales');
    expect(renderAt('/promotions').result.current.param[0]).toBe('codes');
    expect(renderAt('/promotions?tab=nope').result.current.param[0]).toBe('codes');
  });

  it('puts the chosen tab in the URL and drops the other tab’s parameters', () => {
    const { result } = renderAt('/promotions?tab=codes&q=spring&page=2');
    act(() => result.current.param[1]('sales'));
    expect(result.current.param[0]).toBe('sales');
    expect(result.current.location.pathname).toBe('/promotions');
    expect(result.current.location.search).toBe('?tab=sales');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { QueryFallback } from './query-states';

describe('QueryFallback', () => {
  it('says the data is loading while nothing went wrong', () => {
    render(
      <QueryFallback
        query={{ isError: false, error: null, refetch: vi.fn() }}
        errorTitle="Your sessions could not be loaded."
      >
        Loading your sessions...
      </QueryFallback>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your sessions...');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why the load failed, in the server's words, and loads again on Try again", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    render(
      <QueryFallback
        query={{ isError: true, error: new ApiRequestError(503, 'unavailable', 'The database is busy.'), refetch }}
        errorTitle="Your sessions could not be loaded."
      >
        Loading your sessions...
      </QueryFallback>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your sessions could not be loaded.');
    expect(alert.textContent).toContain('The database is busy.');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffGet } from './api';

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ order: { number: 'AP 1' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('staffGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path parameters URL-encoded and appends the query', async () => {
    const fetch = stubFetch();
    const answer = await staffGet('/orders/:number', { params: { number: 'AP 1' }, query: 'a=1' });
    expect(fetch).toHaveBeenCalledWith('/api/admin/orders/AP%201?a=1', expect.objectContaining({ method: 'GET' }));
    expect(answer.order.number).toBe('AP 1');
  });

  it('sends no `?` for an empty query, and takes URLSearchParams', async () => {
    const fetch = stubFetch();
    await staffGet('/orders', { query: '' });
    await staffGet('/orders', { query: new URLSearchParams({ q: 'a b', page: '2' }) });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/admin/orders', '/api/admin/orders?q=a+b&page=2']);
  });

  it('refuses a path parameter without a value', async () => {
    const fetch = stubFetch();
    await expect(staffGet('/customers/:id')).rejects.toThrow(':id');
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { loader } from './invoice';

type Access = { token: string } | { accountEmail: string };

/** The invoice route over stand-in services: one invoice, of an order whose token is 'right' and address ada@. */
async function load(url: string, cookie = '') {
  const asked: Access[] = [];
  const services = {
    env: { NODE_ENV: 'test' },
    accounts: { session: async (token: string) => (token === 'ada-session' ? { email: 'ada@example.com' } : null) },
    orders: {
      buyerInvoice: async (number: string, access: Access) => {
        asked.push(access);
        const allowed = 'token' in access ? access.token === 'right' : access.accountEmail === 'ada@example.com';
        return number === 'INV-2026-000001' && allowed
          ? { filename: 'INV-2026-000001.pdf', bytes: new TextEncoder().encode('%PDF-1.7') }
          : null;
      },
    },
  };
  const args = {
    params: { number: new URL(url).pathname.split('/').pop() },
    request: new Request(url, { headers: { cookie } }),
    context: { services },
  } as unknown as Parameters<typeof loader>[0];
  return { response: await loader(args), asked };
}

describe('the invoice PDF route', () => {
  it('answers the PDF to the order link’s token, never to be stored', async () => {
    const { response, asked } = await load('https://plans.example/invoice/INV-2026-000001?token=right');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="INV-2026-000001.pdf"');
    expect(await response.text()).toBe('%PDF-1.7');
    expect(asked).toEqual([{ token: 'right' }]);
  });

  it('answers the signed-in buyer whose account has the order', async () => {
    const { response, asked } = await load(
      'https://plans.example/invoice/INV-2026-000001',
      'buyer_session=ada-session',
    );
    expect(response.status).toBe(200);
    expect(asked).toEqual([{ accountEmail: 'ada@example.com' }]);
  });

  it('is 404 to a wrong token, another account, nobody, or no such invoice', async () => {
    for (const [url, cookie] of [
      ['https://plans.example/invoice/INV-2026-000001?token=wrong', ''],
      ['https://plans.example/invoice/INV-2026-000001', 'buyer_session=someone-else'],
      ['https://plans.example/invoice/INV-2026-000001', ''],
      ['https://plans.example/invoice/INV-2026-000002?token=right', ''],
    ] as const) {
      const { response } = await load(url, cookie);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).not.toContain('pdf');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loader } from './account-contact';

const contact = {
  email: 'grace@example.com',
  name: 'Grace Hopper',
  phone: '+1 555 0100',
  company: null,
  country: 'US',
  address: '12 Harbor Lane',
};

async function load(cookie: string) {
  const context = {
    services: {
      env: { NODE_ENV: 'test' },
      accounts: { session: async (token: string) => (token === 'grace-session' ? { email: contact.email } : null) },
      orders: { accountContact: async () => contact },
    },
  };
  const request = new Request('https://plans.example/account/contact', { headers: { cookie } });
  const args = { request, context, params: {} } as unknown as Parameters<typeof loader>[0];
  return (await loader(args)) as unknown as { data: unknown; init: { headers: Record<string, string> } };
}

describe('the signed-in buyer’s contact, for the forms of shared pages', () => {
  it('answers the name and e-mail address only (not the address or phone), privately', async () => {
    const answer = await load('buyer_session=grace-session');
    expect(answer.data).toEqual({ contact: { name: 'Grace Hopper', email: 'grace@example.com' } });
    expect(answer.init.headers).toMatchObject({ 'Cache-Control': 'private, no-store' });
  });

  it('answers nothing to anyone not signed in, whatever hint they hold', async () => {
    expect((await load('signed_in=1')).data).toEqual({ contact: null });
    expect((await load('buyer_session=stolen')).data).toEqual({ contact: null });
  });
});

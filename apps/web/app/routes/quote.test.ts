import { DomainError } from '@atelier/domain/domain-error';
import { describe, expect, it } from 'vitest';
import type { QuoteFailure } from '../features/quotes/quote-form-values';
import { testQuote } from '../test/test-quote';
import { action, loader } from './quote';

const KEY = '3f0c2a9e-4b7d-4c1e-9a51-0c6f2b7d8e11';
const placed = { orderNumber: 'AP-DEP0-0001', confirmationUrl: '/order/AP-DEP0-0001?token=new' };
const acceptFields = {
  intent: 'accept',
  token: 'right',
  idempotencyKey: KEY,
  fullName: 'Ada Lovelace',
  country: 'DE',
  address: '1 Harbour Road, Kiel',
  acceptTerms: 'on',
};

/**
 * The quote route over a stand-in quote service: quote QT-2026-0001 opens with the token 'right'; each
 * call is recorded, and `answer` says what the called method does (by default: done, or an order placed).
 */
function servicesWith(answer: () => unknown = () => placed) {
  const calls: { method: string; args: unknown[] }[] = [];
  const clientIps: string[] = [];
  const logged: unknown[] = [];
  // accept and payBalance also take the request's context, last.
  const record =
    (method: string, takesContext = false) =>
    async (...args: unknown[]) => {
      if (takesContext) clientIps.push((args.pop() as { clientIp: string }).clientIp);
      calls.push({ method, args });
      return answer();
    };
  const context = {
    services: {
      env: { NODE_ENV: 'test' },
      accounts: {
        session: async (token: string) => (token === 'grace-session' ? { email: 'grace@example.com' } : null),
      },
      orders: {
        accountContact: async (email: string) => ({
          email,
          name: 'Grace Hopper',
          phone: '+1 555 0100',
          company: null,
          country: 'US',
          address: '12 Harbor Lane, Arlington VA',
        }),
      },
      quotes: {
        buyerQuote: async (number: string, access: { token: string }) =>
          number === 'QT-2026-0001' && access.token === 'right' ? testQuote() : null,
        accept: record('accept', true),
        decline: record('decline'),
        decide: record('decide'),
        payBalance: record('payBalance', true),
      },
    },
    requestContext: {
      clientIp: '198.51.100.28',
      publicOrigin: 'https://plans.example',
      log: { error: (entry: unknown) => logged.push(entry) },
    },
  };
  return { context, calls, clientIps, logged };
}

async function post(
  fields: Record<string, string>,
  { answer, url = 'https://plans.example/quote/QT-2026-0001' }: { answer?: () => unknown; url?: string } = {},
) {
  const { context, calls, clientIps, logged } = servicesWith(answer);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(url, { method: 'POST', body });
  const args = { request, context, params: { number: 'QT-2026-0001' } } as unknown as Parameters<typeof action>[0];
  const result = (await action(args)) as unknown as Response | { data: QuoteFailure; init: ResponseInit | null };
  const answered = result instanceof Response ? { status: result.status, headers: result.headers } : null;
  const drawn = result instanceof Response ? null : result;
  return {
    status: answered?.status ?? drawn?.init?.status,
    location: answered?.headers.get('location') ?? null,
    cacheControl: new Headers(answered?.headers ?? drawn?.init?.headers).get('cache-control'),
    failure: drawn?.data,
    calls,
    clientIps,
    logged,
  };
}

const refusing = (error: DomainError) => () => {
  throw error;
};

describe('the quote page loader', () => {
  const load = async (url: string, cookie = '') => {
    const { context } = servicesWith();
    const args = {
      request: new Request(url, { headers: cookie ? { cookie } : {} }),
      context,
      params: { number: 'QT-2026-0001' },
    } as unknown as Parameters<typeof loader>[0];
    return (await loader(args)) as unknown as {
      data: { quote: { number: string }; token: string; idempotencyKey: string; prefill: unknown };
      init: { headers: Record<string, string> };
    };
  };

  it('shows the quote to its token, privately, with a fresh key for each page shown', async () => {
    const first = await load('https://plans.example/quote/QT-2026-0001?token=right');
    const second = await load('https://plans.example/quote/QT-2026-0001?token=right');
    expect(first.data.quote.number).toBe('QT-2026-0001');
    expect(first.data.token).toBe('right');
    expect(first.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data.idempotencyKey).not.toBe(first.data.idempotencyKey);
    expect(first.init.headers).toMatchObject({
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'same-origin',
    });
  });

  it("starts a signed-in buyer's accept form from their account, as the checkout does; no one else's", async () => {
    const signedIn = await load('https://plans.example/quote/QT-2026-0001?token=right', 'buyer_session=grace-session');
    expect(signedIn.data.prefill).toEqual({
      phone: '+1 555 0100',
      country: 'US',
      address: '12 Harbor Lane, Arlington VA',
    });
    const signedOut = await load('https://plans.example/quote/QT-2026-0001?token=right');
    expect(signedOut.data.prefill).toBeNull();
  });

  it('is 404 without the token, or with a wrong one', async () => {
    await expect(load('https://plans.example/quote/QT-2026-0001')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('https://plans.example/quote/QT-2026-0001?token=wrong')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('accepting the quote', () => {
  it("places the deposit's order with the billing details and sends the buyer to it", async () => {
    const { status, location, cacheControl, calls, clientIps } = await post(acceptFields);
    expect(status).toBe(303);
    expect(location).toBe('/order/AP-DEP0-0001?token=new');
    expect(cacheControl).toBe('private, no-store');
    expect(calls).toEqual([
      {
        method: 'accept',
        args: [
          'QT-2026-0001',
          { token: 'right' },
          {
            fullName: 'Ada Lovelace',
            country: 'DE',
            address: '1 Harbour Road, Kiel',
            acceptTerms: true,
            idempotencyKey: KEY,
          },
        ],
      },
    ]);
    expect(clientIps).toEqual(['198.51.100.28']);
  });

  it('sends a buyer whose page runs scripts on to the hosted payment page; a plain post to the order page', async () => {
    const hosted = () => ({ ...placed, paymentUrl: 'https://pay.example/session/1' });
    expect((await post({ ...acceptFields, enhanced: '1' }, { answer: hosted })).location).toBe(
      'https://pay.example/session/1',
    );
    expect((await post(acceptFields, { answer: hosted })).location).toBe('/order/AP-DEP0-0001?token=new');
  });

  it('refuses missing details and unaccepted terms under their fields, asking nothing of the service', async () => {
    const { acceptTerms: _no, country: _none, ...fields } = acceptFields;
    const { status, failure, calls } = await post({ ...fields, fullName: ' ' });
    expect(status).toBe(400);
    expect(failure).toMatchObject({
      intent: 'accept',
      values: { fullName: ' ', address: '1 Harbour Road, Kiel' },
      fields: {
        fullName: 'Full name is required.',
        country: 'Please choose a country.',
        acceptTerms: 'Please accept the terms of the quote.',
      },
      formError: 'Please correct the highlighted fields.',
    });
    expect(calls).toEqual([]);
  });

  it("shows the service's refusal with its status: its fields under them, the rest above the form", async () => {
    const expired = await post(acceptFields, {
      answer: refusing(new DomainError('conflict', 'quote_expired', 'This quote can no longer be accepted.')),
    });
    expect(expired.status).toBe(409);
    expect(expired.failure).toEqual({
      intent: 'accept',
      values: { fullName: 'Ada Lovelace', country: 'DE', address: '1 Harbour Road, Kiel', acceptTerms: 'on' },
      fields: {},
      formError: 'This quote can no longer be accepted.',
    });
    const vat = await post(acceptFields, {
      answer: refusing(
        new DomainError('invalid', 'validation_failed', 'Invalid input.', {
          fields: { vatNumber: 'Please enter a valid VAT number, e.g. DE123456789.' },
        }),
      ),
    });
    expect(vat.status).toBe(400);
    expect(vat.failure?.fields).toEqual({ vatNumber: 'Please enter a valid VAT number, e.g. DE123456789.' });
    expect(vat.failure?.formError).toBe('Please correct the highlighted fields.');
  });

  it('logs a fault, says so, and keeps the key for the retry (the order may have been placed)', async () => {
    const { status, failure, logged } = await post(acceptFields, {
      answer: () => {
        throw new Error('connection reset');
      },
    });
    expect(status).toBe(500);
    expect(failure?.formError).toBe('Something went wrong on our side. Please try again.');
    expect(failure?.retryKey).toBe(KEY);
    expect(logged).toHaveLength(1);
  });
});

describe('declining the quote', () => {
  it('declines with the reason and leads back to the quote', async () => {
    const { status, location, calls } = await post({ intent: 'decline', token: 'right', reason: ' Too dear. ' });
    expect(status).toBe(303);
    expect(location).toBe('/quote/QT-2026-0001?token=right');
    expect(calls).toEqual([{ method: 'decline', args: ['QT-2026-0001', { token: 'right' }, 'Too dear.'] }]);
  });

  it('declines without a reason', async () => {
    const { calls } = await post({ intent: 'decline', token: 'right' });
    expect(calls[0]?.args[2]).toBe('');
  });

  it('shows a refusal (no longer open) with its status', async () => {
    const { status, failure } = await post(
      { intent: 'decline', token: 'right', reason: '' },
      { answer: refusing(new DomainError('conflict', 'quote_not_open', 'This quote was already accepted.')) },
    );
    expect(status).toBe(409);
    expect(failure).toMatchObject({ intent: 'decline', formError: 'This quote was already accepted.' });
  });
});

describe('deciding on the preliminary drawings', () => {
  const decide = { intent: 'decide', token: 'right', drawingId: 'drawing-2' };

  it('approves them and leads back to the quote', async () => {
    const { status, location, calls } = await post({ ...decide, decision: 'approved', confirmApproval: 'on' });
    expect(status).toBe(303);
    expect(location).toBe('/quote/QT-2026-0001?token=right');
    expect(calls).toEqual([
      {
        method: 'decide',
        args: ['QT-2026-0001', { token: 'right' }, 'drawing-2', { decision: 'approved', comment: '' }],
      },
    ]);
  });

  it('approves nothing without the confirmation (the dialog, or the checkbox without scripts)', async () => {
    const { status, failure, calls } = await post({ ...decide, decision: 'approved' });
    expect(status).toBe(400);
    expect(failure).toMatchObject({
      intent: 'decide',
      drawingId: 'drawing-2',
      fields: { confirmApproval: 'Tick the box to say you approve these drawings.' },
      formError: 'Please correct the highlighted fields.',
    });
    expect(calls).toEqual([]);
  });

  it('asks for changes with the comment', async () => {
    const { calls } = await post({ ...decide, decision: 'changes_requested', comment: 'Move the stairs.' });
    expect(calls[0]?.args[3]).toEqual({ decision: 'changes_requested', comment: 'Move the stairs.' });
  });

  it('refuses changes asked for without saying which, under the comment', async () => {
    const { status, failure, calls } = await post({ ...decide, decision: 'changes_requested', comment: '  ' });
    expect(status).toBe(400);
    expect(failure).toMatchObject({
      intent: 'decide',
      drawingId: 'drawing-2',
      fields: { comment: 'Say what should change.' },
      formError: 'Please correct the highlighted fields.',
    });
    expect(calls).toEqual([]);
  });

  it('shows a refusal of a drawing no longer awaiting a decision', async () => {
    const { status, failure } = await post(
      { ...decide, decision: 'approved', confirmApproval: 'on' },
      { answer: refusing(new DomainError('conflict', 'already_decided', 'These drawings were already decided on.')) },
    );
    expect(status).toBe(409);
    expect(failure?.formError).toBe('These drawings were already decided on.');
  });
});

describe('paying the balance', () => {
  const balance = { intent: 'balance', token: 'right', idempotencyKey: `${KEY}-balance` };

  it("places the balance's order with the form's key and sends the buyer to it", async () => {
    const hosted = () => ({ ...placed, paymentUrl: 'https://pay.example/session/2' });
    const { status, location, calls } = await post({ ...balance, enhanced: '1' }, { answer: hosted });
    expect(status).toBe(303);
    expect(location).toBe('https://pay.example/session/2');
    expect(calls).toEqual([{ method: 'payBalance', args: ['QT-2026-0001', { token: 'right' }, `${KEY}-balance`] }]);
  });

  it('refuses a form without its key before asking the service', async () => {
    const { status, failure, calls } = await post({ intent: 'balance', token: 'right' });
    expect(status).toBe(400);
    expect(failure).toMatchObject({ intent: 'balance', formError: 'A submission key is required.' });
    expect(calls).toEqual([]);
  });
});

describe('any form of the quote page', () => {
  it('is 404 without a token, in the form or the address', async () => {
    await expect(post({ intent: 'decline' })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("takes the token from the page's address when the form has none", async () => {
    const { calls } = await post(
      { intent: 'decline' },
      { url: 'https://plans.example/quote/QT-2026-0001?token=right' },
    );
    expect(calls[0]?.args[1]).toEqual({ token: 'right' });
  });

  it('answers an unknown intent as a form it could not read', async () => {
    const { status, failure, calls } = await post({ intent: 'pay-twice', token: 'right' });
    expect(status).toBe(400);
    expect(failure).toEqual({
      intent: null,
      values: {},
      fields: {},
      formError: 'The form could not be read. Please try again.',
    });
    expect(calls).toEqual([]);
  });
});

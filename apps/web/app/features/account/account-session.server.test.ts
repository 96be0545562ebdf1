import { describe, expect, it } from 'vitest';
import { signedInHeaders, signedOutHeaders } from './account-session.server';

const context = { services: { env: { NODE_ENV: 'production' } } } as unknown as Parameters<typeof signedOutHeaders>[1];
const request = new Request('https://plans.example/account/sign-in');

describe("the session's cookies", () => {
  it('give a signed-in browser the header’s hint beside the session: readable by scripts, holding no secret', () => {
    const signedIn = { token: 'secret-token', maxAgeSeconds: 3600, favourites: [] } as unknown as Parameters<
      typeof signedInHeaders
    >[2];
    const cookies = signedInHeaders(request, context, signedIn).getSetCookie();
    expect(cookies[0]).toMatch(/^__Host-buyer_session=secret-token; .*HttpOnly/);
    expect(cookies[1]).toBe('signed_in=1; Path=/; Max-Age=3600; SameSite=Lax; Secure');
  });

  it('forget the session and the hint at sign-out', () => {
    const headers = signedOutHeaders(request, context);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.getSetCookie()).toEqual([
      '__Host-buyer_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
      'signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });
});

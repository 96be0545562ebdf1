/**
 * The browser tests share one server and reach it from 127.0.0.1, so every per-client limit (contact
 * form: 5 per 10 minutes) would be shared by all of them. The test server trusts 127.0.0.1 as a proxy
 * (scripts/e2e-server.mjs), so a spec file that posts forms can present its own client address and
 * keep its own budget, as separate visitors would. Use one number per spec file.
 */
export function asClient(n: number) {
  return { extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${n}` } };
}

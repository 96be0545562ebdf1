/** What React Router hands a route's `headers` export that this reads. */
export interface PageHeadersArgs {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}

/**
 * A route's `headers` export for a page whose loader and action set headers (`private, no-store`,
 * `same-origin`): the loader's, with whatever an action set on top. React Router passes `actionHeaders`
 * on every request, empty on a GET, so `actionHeaders ?? loaderHeaders` sent a GET none of the
 * loader's and a private page went out as a shared one (decision 060). Cookies are left out: React
 * Router adds the loader's and the action's itself.
 */
export function pageHeaders({ loaderHeaders, actionHeaders }: PageHeadersArgs): Headers {
  const headers = new Headers(loaderHeaders);
  headers.delete('set-cookie');
  for (const [name, value] of actionHeaders) {
    if (name !== 'set-cookie') headers.set(name, value);
  }
  return headers;
}

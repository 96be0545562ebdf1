import { CART_COOKIE_NAME, parseCartCookie } from '@atelier/domain/cart';
import { cookieValue } from '@atelier/domain/cookie-list';
import type { FrontEnds } from '../plugins/front-ends.ts';

/**
 * A one-page storefront for the page-cache tests: `/licence` shows the licence title staff edit, with an
 * inline script, through the real services (the built storefront is not part of the API tests). Like the
 * real storefront, it shows the cart its Cookie header holds, answers HEAD without a body, and shows
 * the query it was rendered for.
 */
export function licenceStorefront(): () => Promise<FrontEnds> {
  return async () => ({
    sendAdminFile: async () => false,
    adminPage: async () => null,
    sendWebFile: async () => false,
    async renderStorefront(request, context) {
      const url = new URL(request.url);
      // A page for one visitor (like an order page): it shows what it was asked with, and sends no Referer.
      if (url.pathname === '/private') {
        const seen = `${request.headers.get('cookie') ?? 'no cookies'} ${url.search}`.replaceAll('<', '&lt;');
        return new Response(`<!doctype html><p class="seen">${seen}</p>`, {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'private, no-store',
            'referrer-policy': 'no-referrer',
          },
        });
      }
      if (url.pathname !== '/licence') return new Response('Not found', { status: 404 });
      const licence = await context.services.content.legalText('licence');
      const cart = parseCartCookie(cookieValue(request.headers.get('cookie'), CART_COOKIE_NAME));
      const items = cart.reduce((sum, line) => sum + line.quantity, 0);
      const html = [
        `<!doctype html><h1>${licence.title}</h1>`,
        `<p class="cart">${items > 0 ? `Open cart, ${items} items` : 'Cart'}</p>`,
        `<p class="query">${url.search.replaceAll('<', '&lt;')}</p>`,
        `<script nonce="${context.nonce}">window.ready = true;</script>`,
      ].join('');
      // As React Router does, a HEAD is answered with the GET's headers and no body.
      return new Response(request.method === 'HEAD' ? null : html, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    close: async () => {},
  });
}

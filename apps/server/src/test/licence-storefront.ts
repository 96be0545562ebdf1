import type { FrontEnds } from '../plugins/front-ends.ts';

/**
 * A one-page storefront for the page-cache tests: `/licence` shows the licence title staff edit, with an
 * inline script, through the real services (the built storefront is not part of the API tests).
 */
export function licenceStorefront(): () => Promise<FrontEnds> {
  return async () => ({
    sendAdminFile: async () => false,
    adminPage: async () => null,
    sendWebFile: async () => false,
    async renderStorefront(request, _reply, context) {
      if (!request.url.startsWith('/licence')) return new Response('Not found', { status: 404 });
      const licence = await context.services.content.planLicence();
      const html = `<!doctype html><h1>${licence.title}</h1><script nonce="${context.nonce}">window.ready = true;</script>`;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
    close: async () => {},
  });
}

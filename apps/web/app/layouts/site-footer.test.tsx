import { DEFAULT_STUDIO_DETAILS, storefrontStudio } from '@atelier/domain/studio-details';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

/** The footer as the server draws it, under a root route whose loader gives the studio's details. */
async function render(studio: ReturnType<typeof storefrontStudio>) {
  const routes = [{ id: 'root', path: '/', loader: () => ({ nonce: '', studio }), element: <SiteFooter /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://plans.example/'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} />);
}

describe('the site footer', () => {
  it('links to the social profiles the studio set, and only those', async () => {
    const html = await render(
      storefrontStudio({
        ...DEFAULT_STUDIO_DETAILS,
        instagramUrl: 'https://www.instagram.com/atelierplans',
        linkedinUrl: 'https://www.linkedin.com/company/atelier-plans',
      }),
    );
    expect(html).toContain('<a href="https://www.instagram.com/atelierplans" rel="me noopener"');
    expect(html).toContain('<a href="https://www.linkedin.com/company/atelier-plans" rel="me noopener"');
    expect(html).not.toContain('Facebook');
    expect(html).not.toContain('Pinterest');
    expect(html).not.toContain('Soon on');
  });

  it('names no network while the studio has set none', async () => {
    const html = await render(storefrontStudio(DEFAULT_STUDIO_DETAILS));
    expect(html).not.toMatch(/Soon on|Facebook|Instagram|LinkedIn|Pinterest/);
    expect(html).not.toContain('Follow us');
  });
});

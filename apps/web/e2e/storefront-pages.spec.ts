import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, test } from './fixtures';

const pages: [path: string, title: string][] = [
  ['/', 'Atelier Plans'],
  ['/services', 'Services | Atelier Plans'],
  ['/services/urban-planning', 'Urban Planning | Atelier Plans'],
  ['/services/commercial-architecture', 'Commercial Architecture | Atelier Plans'],
  ['/services/residential-design', 'Residential Design | Atelier Plans'],
  ['/services/sustainable-design', 'Sustainable Design | Atelier Plans'],
  ['/services/renovation-restoration', 'Renovation &amp; Restoration | Atelier Plans'],
  ['/services/interior-design', 'Interior Design | Atelier Plans'],
  ['/services/3d-visualization', '3D Visualization | Atelier Plans'],
  ['/services/building-construction', 'Building Construction | Atelier Plans'],
  ['/services/property-estate-management', 'Property &amp; Estate Management | Atelier Plans'],
  ['/portfolio', 'Portfolio | Atelier Plans'],
  ['/about', 'About | Atelier Plans'],
  ['/contact', 'Contact | Atelier Plans'],
  ['/cart', 'Cart | Atelier Plans'],
  ['/checkout', 'Checkout | Atelier Plans'],
  ['/privacy', 'Privacy Policy | Atelier Plans'],
  ['/terms', 'Terms of Service | Atelier Plans'],
  ['/sitemap', 'Sitemap | Atelier Plans'],
];

test('every storefront page is server-rendered with its own title, description, canonical URL and OG tags', async ({
  request,
  baseURL,
}) => {
  const descriptions = new Set<string>();
  for (const [path, title] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    expect(description, path).toBeTruthy();
    descriptions.add(`${path}:${description}`);
    // Absolute, as search engines want it.
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}"/>`);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain('<main id="main"');
  }
});

test('unknown paths, including unknown service pages, get the 404 page', async ({ page }) => {
  for (const path of ['/this-page-does-not-exist', '/services/unknown-service', '/about/team/x']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Atelier Plans');
  }
  // The page offers the ways on: a search of the plans and the marketplace.
  await expect(page.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  await page.getByRole('searchbox', { name: 'Search house plans' }).fill('villa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\?q=villa$/);
});

test('the sitemap says it is under construction, in the minimal layout', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  await expect(page.getByText('This page is under construction.')).toBeVisible();
  // Minimal layout: brand header and footer only, no main menu, cart or chat.
  await expect(page.getByRole('link', { name: 'Atelier Plans' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: /open cart/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Site pages' }).getByRole('link', { name: 'Portfolio' }),
  ).toBeVisible();
});

test('the home page shows hero, featured designs, services, testimonials and a call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured designs' });
  await expect(featured.getByRole('link', { name: 'Modern Coastal Villa' })).toBeVisible();
  await expect(featured.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Design services' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'What our clients say' }).getByRole('figure')).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Start a conversation' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a service page shows its content from the database and related designs by category', async ({ page }) => {
  await page.goto('/services/residential-design');
  await expect(page.getByRole('heading', { level: 1, name: 'Residential Design' })).toBeVisible();
  await expect(page.getByText('Most requested')).toBeVisible();
  await expect(page.getByText('Permit drawings')).toBeVisible();
  // Residential and Multi-family map to residential design (SPEC §3).
  const related = page.getByRole('region', { name: 'Related designs' });
  await expect(related.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Multi-family (1)' })).toHaveAttribute(
    'href',
    '/marketplace?category=multi-family',
  );

  await page.goto('/services/interior-design');
  await expect(page.getByText('There are no ready-made plans for this service yet.')).toBeVisible();
});

test('the services overview links to all nine service pages', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
  await page.getByRole('main').getByRole('link', { name: '3D Visualization' }).click();
  await expect(page).toHaveURL(/\/services\/3d-visualization$/);
  await expect(page.getByRole('heading', { level: 1, name: '3D Visualization' })).toBeVisible();
});

test('about shows the studio since 2010, the team and rated testimonials; portfolio lists projects', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /since 2010/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our team' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Client testimonials' }).getByRole('figure')).toHaveCount(6);
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();

  await page.goto('/portfolio');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await page.getByRole('link', { name: 'Modern Coastal Villa' }).click();
  await expect(page).toHaveURL(/\/design\/design-001$/);
});

test('the footer has quick links, services, the New York address, no social network the studio has not set, and legal links', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Founded in 2010')).toBeVisible();
  await expect(footer.getByText('New York, NY 10118')).toBeVisible();
  // The demo studio has set no social profiles: none is named, and no placeholder promises one.
  await expect(footer.getByText(/Instagram|Soon on/)).toHaveCount(0);
  await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(9);
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Sitemap', '/sitemap'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('a page change scrolls to the top', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('content pages, the cart and the contact form run under the CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('CSP violation') || message.text().includes('Content Security Policy')) {
      violations.push(message.text());
    }
  });
  for (const path of ['/privacy', '/about', '/services', '/cart', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('the 404 page', () => {
  // axe's script tag is inline (see e2e/axe.ts).
  test.use({ reducedMotion: 'reduce', bypassCSP: true });

  test('passes axe in both themes, its search included', async ({ page }) => {
    await page.goto('/no-such-plan');
    await expect(page.getByRole('search')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

const servicePages = [
  'urban-planning',
  'commercial-architecture',
  'residential-design',
  'sustainable-design',
  'renovation-restoration',
  'interior-design',
  '3d-visualization',
  'building-construction',
  'property-estate-management',
];

export default [
  layout('layouts/main.tsx', [
    index('routes/home.tsx'),
    route('marketplace', 'routes/marketplace.tsx'),
    route('design/:id', 'routes/design.tsx'),
    route('design/:id/modify', 'routes/design-modify.tsx'),
    route('services', 'routes/services.tsx'),
    // Nine fixed service pages (SPEC §2); any other /services/* path is a 404.
    ...servicePages.map((id) => route(`services/${id}`, 'routes/service.tsx', { id: `service-${id}` })),
    route('portfolio', 'routes/portfolio.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('favourites', 'routes/favourites.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('licence', 'routes/licence.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('order/:number', 'routes/order.tsx'),
    // A licence upgrade's review, where its order is placed (decisions 052, 067).
    route('order/:number/upgrade', 'routes/order-upgrade.tsx'),
    route('quote/:number', 'routes/quote.tsx'),
    route('find-order', 'routes/find-order.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/sign-in', 'routes/account-sign-in.tsx'),
    route('account/sign-in/link', 'routes/account-sign-in-link.tsx'),
    route('account/alerts/unsubscribe', 'routes/account-alerts-unsubscribe.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/minimal.tsx', [route('sitemap', 'routes/sitemap.tsx')]),
  // Plan file downloads are answered by the server, outside any layout.
  route('download/:token', 'routes/download.tsx'),
  // Invoice and credit note PDFs, for the buyer of the order (decision 045).
  route('invoice/:number', 'routes/invoice.ts'),
  // A drawing of a modification quote, for the holder of the quote's link (decision 053).
  route('quote/:number/drawing/:id', 'routes/quote-drawing.ts'),
  // A paid plan line's licence certificate, for the buyer of the order (decision 044).
  route('certificate/:number/:designId', 'routes/certificate.ts'),
  // The passkey ceremonies' JSON endpoint, for the account pages' scripts.
  route('account/passkey', 'routes/account-passkey.ts'),
  // "Download my data": a JSON file.
  route('account/data', 'routes/account-data.ts'),
  // The signed-in buyer's name and address, for the forms of shared pages (the modification request).
  route('account/contact', 'routes/account-contact.ts'),
  // "Alert me" on the marketplace saves the search here.
  route('account/alerts', 'routes/account-alerts.ts'),
] satisfies RouteConfig;

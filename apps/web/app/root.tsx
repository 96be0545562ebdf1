import { RenderErrorScreen } from '@atelier/ui/render-error-screen';
import { ThemeProvider } from '@atelier/ui/theme';
import { themeInitScript } from '@atelier/ui/theme-script';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

/**
 * With a precedence, React places the stylesheet ahead of the script preloads in the head, so the
 * browser fetches the one file first paint waits for before the scripts hydration needs.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' }];

export async function loader({ context }: Route.LoaderArgs) {
  // The studio's name and contact details (settings page) for the footer and the contact page; if the
  // database cannot answer, the footer shows the defaults rather than every page failing here.
  const studio = await context.services.settings.storefrontStudio().catch(() => null);
  return { nonce: context.nonce, studio };
}

/** The nonce matters only for the document the server renders; page changes never reload it. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  // Marks the document once the scripts have taken over. They load after first paint, and after the
  // load event (decision 008), so browser tests wait for this before using what needs them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Runs before first paint so the saved or system theme never flashes. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-bg font-sans text-fg antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <Outlet />
    </ThemeProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ThemeProvider>
      <main>
        <RenderErrorScreen error={error} />
      </main>
    </ThemeProvider>
  );
}

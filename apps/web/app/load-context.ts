import type { StorefrontContext } from '../../server/src/plugins/storefront.ts';

// Loaders and actions receive the server's service layer in process, never over HTTP.
declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}

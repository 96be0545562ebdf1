import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/main.tsx', [
    index('routes/home.tsx'),
    route('marketplace', 'routes/marketplace.tsx'),
    route('design/:id', 'routes/design.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;

import { RenderErrorScreen } from '@atelier/ui/render-error-screen';
import { useRouteError } from 'react-router';

/** Any error while loading or rendering an admin page: the render-error screen of SPEC §4/§8. */
export function RenderError() {
  return (
    <main>
      <RenderErrorScreen error={useRouteError()} />
    </main>
  );
}

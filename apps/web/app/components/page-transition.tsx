import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Replays a light entrance animation (0.4 s, the default preset) on each page change. The first,
 * server-rendered page is shown as it is, so nothing delays its first paint. Reduced motion is
 * honoured by the global rule in the theme.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const initialPath = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== initialPath.current) navigated.current = true;
  return (
    <div key={pathname} className={navigated.current ? 'animate-page-in' : undefined}>
      {children}
    </div>
  );
}

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

const ZoomablePlan = lazy(() => import('./zoomable-plan').then((module) => ({ default: module.ZoomablePlan })));

const frameClass = 'rounded-md border border-border bg-bg';

/**
 * A plan in its frame. The zoom (pinch, wheel, keys and buttons; zoomable-plan.tsx) is loaded only when
 * the plans come near the screen: the design page's first load stays light, and without scripts the
 * plan is simply shown.
 */
export function PlanViewport({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const still = (
    <div ref={frame} className={frameClass}>
      {children}
    </div>
  );
  if (!near) return still;
  return (
    <Suspense fallback={still}>
      <ZoomablePlan label={label} className={frameClass}>
        {children}
      </ZoomablePlan>
    </Suspense>
  );
}

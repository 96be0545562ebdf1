import type { ReactNode } from 'react';

/** A Promotions tab's opening: what it holds, and the button that adds one (for staff who may). */
export function TabIntro({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <p className="max-w-prose text-sm text-muted-fg">{children}</p>
      {action}
    </div>
  );
}

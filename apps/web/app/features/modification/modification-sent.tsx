import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { MODIFICATION_ACK } from './modification-form';

/** The acknowledgement once the request is stored. */
export function ModificationSent({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-success/40 bg-success/10 p-6 text-center">
      <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
      <p className="mt-3 text-lg font-semibold">{MODIFICATION_ACK}</p>
      <p className="mt-1 text-sm text-muted-fg">We have emailed you a confirmation.</p>
      {children}
    </div>
  );
}

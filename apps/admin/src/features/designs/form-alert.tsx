import type { ReactNode } from 'react';

/** A refusal from the server, read out when it appears, with what can be done about it. */
export function FormAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="space-y-2 rounded-md border border-danger bg-card px-3 py-2 text-sm">
      <p className="text-danger">{message}</p>
      {children}
    </div>
  );
}

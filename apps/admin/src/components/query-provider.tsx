import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { createAdminQueryClient } from '../lib/query-client';

/** Server data for the signed-in pages; dropped when the session ends so the next user starts clean. */
export function QueryProvider({ children }: { children: ReactNode }) {
  // sessionEnded is stable for the life of the AuthProvider.
  const { status, sessionEnded } = useAuth();
  const [client] = useState(() => createAdminQueryClient(sessionEnded));

  useEffect(() => {
    if (status === 'unauthenticated') client.clear();
  }, [status, client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

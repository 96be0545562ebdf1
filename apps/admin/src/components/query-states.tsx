import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/query-client';
import { secondaryButtonClass } from './form-styles';

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted-fg">
      <LoaderCircle aria-hidden className="size-4 animate-spin" /> {children}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">{children}</p>;
}

/** A failed load: what went wrong in the server's words, and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-danger bg-card px-6 py-5">
      <p className="font-semibold text-danger">{title}</p>
      <p className="text-sm text-muted-fg">{errorMessage(error)}</p>
      <button type="button" className={secondaryButtonClass} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

interface QueryFallbackProps {
  /** A query that has no data yet. */
  query: { isError: boolean; error: unknown; refetch(): unknown };
  /** Said when the load failed, e.g. 'Your sessions could not be loaded.' */
  errorTitle: string;
  /** Said while it loads, e.g. 'Loading your sessions...' */
  children: ReactNode;
}

/** What stands in for a query's data until it comes: the failure with a retry, or that it is loading. */
export function QueryFallback({ query, errorTitle, children }: QueryFallbackProps) {
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingState>{children}</LoadingState>;
}

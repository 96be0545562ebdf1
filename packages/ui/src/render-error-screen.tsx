import { useEffect } from 'react';

/**
 * The render-error screen of SPEC §4/§8, shared by the storefront and the admin app. The error is
 * logged to the console. 'Try Again' reloads the current page, which also recovers from a script
 * that failed to load; 'Go to Home' is a full load of the site root.
 */
export function RenderErrorScreen({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-fg">
        We apologize for the inconvenience. The error has been logged and we're working on fixing it.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg"
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
        <a href="/" className="rounded-md border border-border px-4 py-2 font-medium">
          Go to Home
        </a>
      </div>
    </section>
  );
}

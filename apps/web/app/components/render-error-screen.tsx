import { Link, useLocation, useNavigate } from 'react-router';

/** SPEC §4/§8 render error screen. */
export function RenderErrorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
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
          onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
        >
          Try Again
        </button>
        <Link to="/" className="rounded-md border border-border px-4 py-2 font-medium" reloadDocument>
          Go to Home
        </Link>
      </div>
    </section>
  );
}

import { Form, Link } from 'react-router';

/**
 * SPEC §2/§8: 'Page Not Found. The page you are looking for does not exist.' Then the ways on: a search
 * of the plans (a plain GET form to the marketplace, so it works without JavaScript), the marketplace
 * and the home page.
 */
export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-fg">The page you are looking for does not exist.</p>
      <Form method="get" action="/marketplace" role="search" className="flex w-full max-w-sm gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search house plans
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          maxLength={100}
          placeholder="Search house plans"
          className="min-w-0 flex-1 rounded-md border border-border bg-bg px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg">
          Search
        </button>
      </Form>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/marketplace" className="rounded-md border border-border px-4 py-2 font-medium">
          Browse the marketplace
        </Link>
        <Link to="/" className="rounded-md border border-border px-4 py-2 font-medium">
          Back to Home
        </Link>
      </div>
    </section>
  );
}

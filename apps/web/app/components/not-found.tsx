import { Link } from 'react-router';

/** SPEC §2/§8: 'Page Not Found. The page you are looking for does not exist.' */
export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-fg">The page you are looking for does not exist.</p>
      <Link to="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg">
        Back to Home
      </Link>
    </section>
  );
}

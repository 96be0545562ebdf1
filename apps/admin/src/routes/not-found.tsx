import { Link } from 'react-router';

export function Component() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-fg">The admin page you are looking for does not exist.</p>
      <Link to="/dashboard" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg">
        Go to Dashboard
      </Link>
    </main>
  );
}

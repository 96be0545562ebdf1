import { LoaderCircle } from 'lucide-react';

export function AuthSpinner() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div role="status" className="flex flex-col items-center gap-3 text-muted-fg">
        <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
        <p>Checking authentication...</p>
      </div>
    </main>
  );
}

import { ThemeToggle } from '@atelier/ui/theme-toggle';

export function Component() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-8">
        <div className="flex items-center justify-between">
          <h1 className="text-2xl font-bold">Admin sign in</h1>
          <ThemeToggle />
        </div>
        <p className="mt-2 text-sm text-muted-fg">Sign in to manage the studio.</p>
      </div>
    </main>
  );
}

// The account page's secondary buttons (Stop, Remove, Sign out, …).
export const buttonClass =
  'inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:border-primary';

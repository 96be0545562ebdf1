/** The compact buttons beside each entry of a content list. */
export const smallButtonClass =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card';

export const menuContentClass =
  'z-50 min-w-56 rounded-md border border-border bg-card p-1 text-fg shadow-lg data-[state=open]:animate-fade-in';
export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';

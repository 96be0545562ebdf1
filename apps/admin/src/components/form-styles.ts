/** Class names shared by the admin's forms, filters and dialogs. */
export const inputClass =
  'h-10 w-full rounded-md border border-border bg-bg px-3 text-sm aria-[invalid=true]:border-danger disabled:opacity-60';
export const textareaClass =
  'min-h-24 w-full rounded-md border border-border bg-bg px-3 py-2 text-sm aria-[invalid=true]:border-danger';
export const labelClass = 'text-sm font-medium';
export const fieldErrorClass = 'text-sm text-danger';
/** A checkbox or radio with its label beside it, and the box itself. */
export const choiceClass = 'flex items-center gap-2 text-sm';
export const boxClass = 'size-4 shrink-0 accent-primary';

const buttonBase =
  'inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButtonClass = `${buttonBase} bg-primary text-primary-fg hover:opacity-90`;
export const dangerButtonClass = `${buttonBase} bg-danger text-white hover:opacity-90 dark:text-bg`;
export const secondaryButtonClass = `${buttonBase} border border-border bg-card hover:bg-muted`;
/** A destructive action offered beside others (cancel an order): secondary in weight, danger in colour. */
export const dangerSecondaryButtonClass = `${buttonBase} border border-danger bg-card text-danger hover:bg-muted`;
export const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';
/** The compact buttons beside each entry of a list (move, edit, remove). */
export const smallButtonClass =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-card px-2.5 text-sm font-medium hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card';

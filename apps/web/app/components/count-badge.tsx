/**
 * The count on a header icon (cart items, saved designs): shown when above zero, at most "99+". Hidden
 * from assistive technology; the icon's accessible name says the count.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-fg"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

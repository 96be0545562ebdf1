const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** A person's initials in a circle: no image request, nothing to shift while loading. */
export function InitialsAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const sizeClass = size === 'lg' ? 'size-20 text-2xl' : 'size-11 text-sm';
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-bold text-primary ${sizeClass}`}
    >
      {initialsOf(name)}
    </span>
  );
}

/** A list of things a buyer gets, each ticked (the tick is decoration: the list says it). */
export function CheckList({
  items,
  label,
  className,
}: {
  items: readonly string[];
  label?: string;
  className: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: staff may list the same line twice; the order is fixed.
        <li key={index} className="flex gap-2 text-sm">
          <span aria-hidden className="font-bold text-success">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

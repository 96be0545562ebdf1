import { type ReactNode, useId } from 'react';

/** One column heading of a table whose rows the caller writes. */
export interface TableColumn {
  label: ReactNode;
  /** Read by screen readers only (a column of buttons or drag handles). */
  hidden?: boolean;
  align?: 'right';
  /** More classes for the heading cell: a width, a breakpoint. */
  className?: string;
}

/**
 * Each frame scrolls sideways on a narrow screen. Relative, so screen-reader-only text in a cell (absolutely
 * placed) scrolls with the table instead of widening the page.
 */
const FRAMES = {
  /** A card of its own. */
  card: 'relative overflow-x-auto rounded-lg border border-border bg-card',
  /** Outlined, inside a card. */
  outline: 'relative overflow-x-auto rounded-lg border border-border',
  /** The card around it is the frame. */
  none: 'relative overflow-x-auto',
} as const;

/**
 * A table's frame: it scrolls sideways on a narrow screen, and takes the focus so that a table wider
 * than it scrolls with the keyboard too (axe's scrollable-region-focusable). A named group, not a
 * landmark: the section around a table often has the same name.
 */
export function ScrollFrame({
  className,
  label,
  labelledBy,
  children,
}: {
  className: string;
  label?: string | undefined;
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling frame, not a set of form controls (fieldset)
    <div
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      {children}
    </div>
  );
}

export interface SimpleTableProps {
  /** Names the table; heard only, unless `captionShown`. */
  caption?: ReactNode;
  captionShown?: boolean;
  /** Else the id of the heading that names the table. */
  labelledBy?: string;
  /** The column headings; `false` leaves a column out (actions the member may not take). */
  columns: readonly (TableColumn | false)[];
  /** Each heading cell's padding and weight, before its alignment and own classes. */
  headCellClass?: string;
  frame?: keyof typeof FRAMES;
  /** True while the rows shown are being refreshed. */
  busy?: boolean;
  /** The <tbody> (or one per group of rows) and any <tfoot>. */
  children: ReactNode;
}

/** A table that scrolls sideways on a narrow screen, with its name and its column headings. */
export function SimpleTable({
  caption,
  captionShown = false,
  labelledBy,
  columns,
  headCellClass = 'px-4 py-2 font-medium whitespace-nowrap',
  frame = 'card',
  busy,
  children,
}: SimpleTableProps) {
  const shown = columns.filter((column) => column !== false);
  const captionId = useId();
  return (
    <ScrollFrame className={FRAMES[frame]} labelledBy={labelledBy ?? (caption ? captionId : undefined)}>
      <table aria-labelledby={labelledBy} aria-busy={busy} className="w-full text-left text-sm">
        {caption ? (
          <caption id={captionId} className={captionShown ? 'px-4 pt-3 pb-1 text-left font-medium' : 'sr-only'}>
            {caption}
          </caption>
        ) : null}
        <thead className="text-muted-fg">
          <tr>
            {shown.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the headings are the columns, in their fixed order
                key={index}
                scope="col"
                className={[headCellClass, column.align === 'right' ? 'text-right' : '', column.className ?? '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </ScrollFrame>
  );
}

interface TableCardProps extends Omit<SimpleTableProps, 'frame' | 'labelledBy'> {
  /** The heading's id: it names the section and, without a caption, the table. */
  id: string;
  title: ReactNode;
  /** 2 for a part of a page (a wider card), 3 for a part of a detail page's column. */
  level?: 2 | 3;
  /** Said instead of the table when set (there are no rows). */
  empty?: ReactNode;
}

/** A card whose top bar is its heading, holding a table (or what is said when it has no rows). */
export function TableCard({ id, title, level = 2, empty, caption, headCellClass, ...table }: TableCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const inset = level === 2 ? 'px-5' : 'px-4';
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card">
      <Heading
        id={id}
        className={`border-b border-border ${inset} ${level === 2 ? 'py-4 text-lg' : 'py-3'} font-semibold`}
      >
        {title}
      </Heading>
      {empty ? (
        <p className="px-4 py-3 text-sm">{empty}</p>
      ) : (
        <SimpleTable
          {...table}
          caption={caption}
          labelledBy={caption ? undefined : id}
          headCellClass={headCellClass ?? `${inset} py-2 font-medium`}
          frame="none"
        />
      )}
    </section>
  );
}

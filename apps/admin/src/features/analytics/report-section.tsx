import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ResponsiveContainer } from 'recharts';
import { linkClass } from '../../components/form-styles';
import { SimpleTable } from '../../components/table-card';

export interface ReportColumn {
  header: string;
  numeric?: boolean;
}

/** A report's figures as a real table (the text alternative of its chart). */
export function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ReportColumn[];
  /** Each row: a unique key, then the cells (the first one names the row). */
  rows: readonly { key: string; cells: readonly [string, ...string[]] }[];
}) {
  return (
    <SimpleTable
      caption={caption}
      captionShown
      frame="outline"
      columns={columns.map((column) => ({ label: column.header, align: column.numeric ? 'right' : undefined }))}
    >
      <tbody>
        {rows.length === 0 && (
          <tr className="border-t border-border">
            <td colSpan={columns.length} className="px-4 py-3 text-muted-fg">
              Nothing in this range.
            </td>
          </tr>
        )}
        {rows.map(({ key, cells: [first, ...cells] }) => (
          <tr key={key} className="border-t border-border">
            <th scope="row" className="px-4 py-2 font-medium">
              {first}
            </th>
            {cells.map((cell, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order
                key={index}
                className={`px-4 py-2 tabular-nums ${columns[index + 1]?.numeric ? 'text-right' : ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/**
 * One report: a heading, a one-sentence summary, the chart (described by both, sized to its box), the same
 * figures as a table behind a "Show as table" disclosure, and a CSV download. Without `chart`, the table shows
 * at once.
 */
export function ReportSection({
  title,
  summary,
  csvUrl,
  actions,
  chart,
  table,
}: {
  title: string;
  summary: string;
  csvUrl: string;
  actions?: ReactNode;
  chart?: ReactNode;
  table: ReactNode;
}) {
  const headingId = useId();
  const summaryId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <p id={summaryId} className="text-sm text-muted-fg">
            {summary}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          <a href={csvUrl} download className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
            <Download aria-hidden className="size-4" />
            Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
          </a>
        </div>
      </div>
      {chart ? (
        <>
          <div role="img" aria-labelledby={headingId} aria-describedby={summaryId} className="h-72 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {chart}
            </ResponsiveContainer>
          </div>
          <details className="group">
            <summary className="cursor-pointer text-sm font-medium text-primary">Show as table</summary>
            <div className="mt-3">{table}</div>
          </details>
        </>
      ) : (
        table
      )}
    </section>
  );
}

import { DRAWING_AREA, faint, type Pen, shade, type XY } from './drawing.ts';
import type { ScheduleRow } from './floor-plan.ts';

export interface Column {
  title: string;
  width: number;
}

/**
 * A table from `top` down: a shaded header row, then the rows, ruled between them. Each column is
 * written as one text, in a size that fits its longest cell. Returns where it ends.
 */
export function drawTable(
  pen: Pen,
  x: number,
  top: number,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  rowHeight = 22,
): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const size = Math.min(14, rowHeight * 0.45);
  const baseline = rowHeight * 0.32;
  const bottom = top - rowHeight * (rows.length + 1);
  pen.rect(x, top - rowHeight, width, rowHeight, { width: 1, fill: shade });
  let left = x;
  const rules: [XY, XY][] = rows.map((_, index): [XY, XY] => {
    const y = top - rowHeight * (index + 1);
    return [
      [x, y],
      [x + width, y],
    ];
  });
  columns.forEach((column, index) => {
    const cells = rows.map((row) => row[index] ?? '');
    pen.text(column.title, left + 6, top - rowHeight + baseline, { size, bold: true });
    // A long room name makes its column's text smaller rather than run into the next column.
    const widest = Math.max(1, ...cells.map((cell) => pen.textWidth(cell, size)));
    const fitted = Math.min(size, ((column.width - 12) / widest) * size);
    pen.column(cells, left + 6, top - 2 * rowHeight + baseline, { size: fitted, lineHeight: rowHeight });
    left += column.width;
    if (index < columns.length - 1)
      rules.push([
        [left, top],
        [left, bottom],
      ]);
  });
  pen.lines(rules, { width: 0.4, colour: faint });
  pen.rect(x, bottom, width, top - bottom, { width: 1 });
  return bottom;
}

const SCHEDULE_COLUMNS: Column[] = [
  { title: 'MARK', width: 70 },
  { title: 'FLOOR', width: 170 },
  { title: 'ROOM', width: 210 },
  { title: 'SIZE (W x H)', width: 150 },
  { title: 'TYPE', width: 300 },
  { title: 'COUNT', width: 70 },
];

/**
 * The door schedule beside the window schedule: one row per mark the plans show, with how many
 * openings carry it, and the total. Rows shrink to keep a very large building's schedule on the sheet.
 */
export function drawSchedules(pen: Pen, schedule: readonly ScheduleRow[]) {
  const half = DRAWING_AREA.width / 2;
  const top = DRAWING_AREA.y + DRAWING_AREA.height - 50;
  const tables = [
    { title: 'DOOR SCHEDULE', kind: 'door', total: 'TOTAL DOORS' },
    { title: 'WINDOW SCHEDULE', kind: 'window', total: 'TOTAL WINDOWS' },
  ] as const;
  tables.forEach((table, index) => {
    const rows = schedule.filter((row) => row.kind === table.kind);
    const x = DRAWING_AREA.x + index * half;
    pen.text(table.title, x, top + 16, { size: 20, bold: true });
    const rowHeight = Math.min(22, (top - DRAWING_AREA.y - 40) / (rows.length + 2));
    const count = rows.reduce((sum, row) => sum + row.count, 0);
    drawTable(
      pen,
      x,
      top,
      SCHEDULE_COLUMNS,
      [
        ...rows.map((row) => [row.mark, row.floor, row.room, row.size, row.type, String(row.count)]),
        ['', '', '', '', table.total, String(count)],
      ],
      rowHeight,
    );
  });
}

import { type BuildCostRegion, DEFAULT_BUILD_REGION } from '@atelier/domain/build-cost';
import {
  BUILD_COST_CSV_COLUMNS,
  BUILD_COST_LIMITS,
  buildCostCsvLineSchema,
  regionIdOf,
} from '@atelier/domain/build-cost-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { csvCellText } from '@atelier/domain/staff-orders';
import { type CsvLine, readCsvLines } from './csv-lines.ts';

/** The problems a refusal lists at most (the message says how many there are in all). */
const MAX_LISTED = 20;
const FILE = 'file';

/** What is wrong, by line ('line 4') or with the file as a whole ('file'). */
class Problems {
  readonly byKey = new Map<string, string[]>();
  add(line: number | typeof FILE, message: string) {
    const key = line === FILE ? FILE : `line ${line}`;
    this.byKey.set(key, [...(this.byKey.get(key) ?? []), message]);
  }
  /** Refuses the import if anything is wrong: nothing is stored then. */
  refuseIfAny() {
    const count = this.byKey.size;
    if (count === 0) return;
    const order = (key: string) => (key === FILE ? 0 : Number(key.slice('line '.length)));
    const listed = [...this.byKey].sort(([a], [b]) => order(a) - order(b)).slice(0, MAX_LISTED);
    const shown = count > MAX_LISTED ? ` ${count} lines have problems; the first ${MAX_LISTED} are listed.` : '';
    const message = `Nothing was imported: fix what is listed and import the file again.${shown}`;
    throw new DomainError('invalid', 'invalid_build_costs', message, {
      fields: Object.fromEntries(listed.map(([key, messages]) => [key, messages.join(' ')])),
    });
  }
}

/** The header's columns by position; every column once, none missing, none unknown. */
function readHeader(header: CsvLine, problems: Problems): string[] {
  const columns = header.cells.map((cell) => csvCellText(cell).trim().toLowerCase());
  const known: readonly string[] = BUILD_COST_CSV_COLUMNS;
  const missing = BUILD_COST_CSV_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !known.includes(column));
  const twice = known.filter((column) => columns.indexOf(column) !== columns.lastIndexOf(column));
  const expected = `The columns are ${BUILD_COST_CSV_COLUMNS.join(', ')}.`;
  if (missing.length) problems.add(header.line, `Missing column ${missing.join(', ')}. ${expected}`);
  if (unknown.length)
    problems.add(header.line, `Unknown column ${unknown.map((c) => `"${c}"`).join(', ')}. ${expected}`);
  if (twice.length) problems.add(header.line, `Column ${twice.join(', ')} appears twice.`);
  return columns;
}

/** One default region, and no region twice (the first line of each keeps it). */
function checkTable(rows: { line: number; id: string }[], problems: Problems) {
  const firstLine = new Map<string, number>();
  for (const { line, id } of rows) {
    const first = firstLine.get(id);
    if (first === undefined) firstLine.set(id, line);
    else if (id === DEFAULT_BUILD_REGION) problems.add(line, `Only one region can be "default" (line ${first} is).`);
    else problems.add(line, `${id} is on line ${first} already.`);
  }
  if (!firstLine.has(DEFAULT_BUILD_REGION)) {
    problems.add(FILE, 'One region must be "default": its costs apply wherever no other region is listed.');
  }
}

/**
 * The regions of an imported build-cost CSV (the default region first, the others in the file's order),
 * or a refusal naming each line that is wrong and why.
 */
export function readBuildCostCsv(text: string): BuildCostRegion[] {
  const problems = new Problems();
  const [header, ...rows] = readCsvLines(text, BUILD_COST_LIMITS.regions + 2);
  if (!header) problems.add(FILE, `The file is empty: export the table to see its columns.`);
  else if (rows.length === 0) problems.add(FILE, 'The file lists no regions under its header.');
  else if (rows.length > BUILD_COST_LIMITS.regions)
    problems.add(FILE, `List at most ${BUILD_COST_LIMITS.regions} regions.`);
  const columns = header ? readHeader(header, problems) : [];
  problems.refuseIfAny();

  const regions: BuildCostRegion[] = [];
  const ids: { line: number; id: string }[] = [];
  for (const { line, cells, problems: parseProblems } of rows) {
    for (const message of parseProblems) problems.add(line, message);
    if (cells.length !== columns.length) {
      problems.add(line, `It has ${cells.length} cells; each line needs ${columns.length}, one per column.`);
      continue;
    }
    const record = Object.fromEntries(columns.map((column, index) => [column, csvCellText(cells[index] ?? '')]));
    if (record.region?.trim()) ids.push({ line, id: regionIdOf(record.region) });
    const parsed = buildCostCsvLineSchema.safeParse(record);
    if (parsed.success) regions.push(parsed.data);
    else for (const issue of parsed.error.issues) problems.add(line, issue.message);
  }
  checkTable(ids, problems);
  problems.refuseIfAny();
  const fallback = regions.filter((region) => region.id === DEFAULT_BUILD_REGION);
  return [...fallback, ...regions.filter((region) => region.id !== DEFAULT_BUILD_REGION)];
}

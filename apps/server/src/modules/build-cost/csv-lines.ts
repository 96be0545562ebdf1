import Papa from 'papaparse';

/** One line of a CSV file as papaparse reads it: its cells, where it starts, and what papaparse found wrong. */
export interface CsvLine {
  /** The file's line the row starts on, from 1 (a quoted cell may hold line breaks). */
  line: number;
  cells: string[];
  problems: string[];
}

const LINE_BREAK = /\r\n?|\n/g;
const countBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

const PARSE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'A quoted cell is not closed.',
  InvalidQuotes: 'A quoted cell has text after its closing quote.',
};

/**
 * The rows of a CSV text (comma, semicolon or tab separated; blank lines skipped), at most `maxRows`,
 * each with the line it starts on, so a refusal can name the line a spreadsheet shows.
 */
export function readCsvLines(text: string, maxRows: number): CsvLine[] {
  const source = text.replace(/^\uFEFF/, '');
  const lines: CsvLine[] = [];
  let counted = 0;
  let breaks = 0;
  Papa.parse<string[]>(source, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    step: (result, parser) => {
      // The cursor stands after the row and its line break.
      const end = result.meta.cursor;
      breaks += countBreaks(source.slice(counted, end));
      counted = end;
      const endsWithBreak = /(\r\n?|\n)$/.test(source.slice(0, end)) ? 1 : 0;
      const inside = result.data.reduce((sum, cell) => sum + countBreaks(cell), 0);
      lines.push({
        line: breaks - endsWithBreak + 1 - inside,
        cells: result.data,
        // A file of one column has no separator to find: the caller names the missing columns instead.
        problems: result.errors
          .filter((error) => error.type !== 'Delimiter')
          .map((error) => PARSE_PROBLEMS[error.code] ?? error.message),
      });
      if (lines.length >= maxRows) parser.abort();
    },
  });
  return lines;
}

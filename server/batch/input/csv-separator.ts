// Which character separates the columns of an uploaded CSV (issue 25; DECISIONS.md "CSV input").
// Spreadsheets save "CSV" with semicolons where the comma is the decimal mark (German, French,
// Dutch, Brazilian Excel…) and as tab-separated text, so the header row decides:
//
// - The first non-blank line is the header. Of comma, semicolon and tab, the first that splits it
//   into cells one of which is `content` (trimmed, any case) separates the columns.
// - A header with none of the three is one column: each row is one value, commas and semicolons
//   included (a one-column file needs no separator, and a spreadsheet in a semicolon locale writes
//   "Yes, 17 × 23 = 391" unquoted). Quotes keep their meaning.
// - Otherwise there is no content column: the error names the separator the header line holds
//   most and the columns it makes, or, for vertical bars, that they are not read.
//
// Quotes are honoured while looking (a quoted `"a;b"` holds no separator). Pure: no I/O.

/** A column separator Verity reads. */
export type Separator = ',' | ';' | '\t';

/**
 * The delimiter a one-column file is read with: a character no text file holds (a NUL in the data
 * would make the row one of two cells, a row error), so every row is one cell.
 */
export const ONE_COLUMN = '\u0000';

const READ: readonly Separator[] = [',', ';', '\t'];
/** Separators named in errors: the ones read, and the vertical bar some exports use. */
const SEEN = [...READ, '|'] as const;
type Seen = (typeof SEEN)[number];

export const SEPARATOR_NAMES: Readonly<Record<Seen, string>> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs', '|': 'vertical bars (|)' };

export type SeparatorChoice = { ok: true; delimiter: Separator | typeof ONE_COLUMN } | { ok: false; error: string };

const isBreak = (c: string) => c === '\n' || c === '\r';

/** The first line holding something besides whitespace and separators, up to its end outside quotes; undefined when there is none. */
export function headerLine(text: string): string | undefined {
  let start = 0;
  for (;;) {
    while (start < text.length && isBreak(text[start]!)) start++;
    if (start >= text.length) return undefined;
    let end = start;
    let quoted = false;
    while (end < text.length && (quoted || !isBreak(text[end]!))) {
      if (text[end] === '"') quoted = !quoted;
      end++;
    }
    const line = text.slice(start, end);
    // fast-csv skips a row whose cells are all blank; so does this (`ignoreEmpty`).
    if (/[^\s,;|]/.test(line)) return line;
    start = end;
  }
}

/** The cells of a line split at `separator` outside quotes, trimmed, a surrounding pair of quotes removed. */
export function splitHeader(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((raw) => {
    const trimmed = raw.trim();
    return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replaceAll('""', '"').trim() : trimmed;
  });
}

function countOutsideQuotes(line: string, c: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === c && !quoted) count++;
  }
  return count;
}

/** Chooses the delimiter of a CSV text (BOM already removed) from its header row. */
export function chooseSeparator(text: string): SeparatorChoice {
  const header = headerLine(text);
  if (header === undefined) return { ok: true, delimiter: ',' }; // empty: the reader says so
  const counts = new Map(SEEN.map((c) => [c, countOutsideQuotes(header, c)]));
  for (const separator of READ) {
    if (counts.get(separator)! > 0 && splitHeader(header, separator).some((cell) => cell.toLowerCase() === 'content')) return { ok: true, delimiter: separator };
  }
  if (SEEN.every((c) => counts.get(c) === 0)) return { ok: true, delimiter: ONE_COLUMN };
  const most = SEEN.reduce((best, c) => (counts.get(c)! > counts.get(best)! ? c : best));
  if (most === '|') {
    return {
      ok: false,
      error: `The CSV header has no content column: its first line is separated by ${SEPARATOR_NAMES['|']}, which are not read; save the file with commas, semicolons or tabs between the columns`,
    };
  }
  // Read with it, so the header's error names the separator and the columns it made.
  return { ok: true, delimiter: most };
}

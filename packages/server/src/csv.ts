/**
 * CSV (RFC 4180) for the submissions export. Values a visitor typed stay inert text: a spreadsheet
 * runs a cell as a formula when it starts with = + - @, tab or return, and a reader may split
 * cells on a separator other than the comma (a semicolon locale splits on ';', a tab-separated
 * reader on tabs) or start a row inside a quoted line break, so every such start gets a leading
 * apostrophe: at the start of the cell and right after any , ; tab, return, line feed or quote in
 * it (a quote, as another reader may see a quoted cell begin there).
 */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(' ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([question, answer]) => `${question}: ${cellText(answer)}`)
      .join('; ');
  }
  return String(value);
}

/** Every place a formula could start: the cell's start, after a separator, line break or quote. */
const FORMULA_START = /(?<=^|[,;\t\r\n"])(?=[=+\-@\t\r])/g;

export function csvCell(value: unknown): string {
  const text = cellText(value).replace(FORMULA_START, "'");
  // Quoted when it holds a quote, a separator of any locale or a line break.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: unknown[][]): string {
  // A byte order mark so spreadsheet apps read UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The last row of an export cut at its row limit, so nobody takes it for everything. */
const truncatedExportRow = (limit: number, rowName: string) => [
  `This export stopped at its limit of ${limit.toLocaleString('en-US')} rows: only the newest ${limit.toLocaleString('en-US')} ${rowName} are listed above.`,
];

/**
 * A header row and data rows as CSV. The caller asks its query for `limit + 1` rows: when more
 * than `limit` came, the first `limit` are written, then the row saying the export stopped,
 * naming the rows in the plural (`rowName`: 'submissions', 'order lines', 'consent records').
 */
export function limitedCsv(
  header: unknown[],
  rows: unknown[][],
  limit: number,
  rowName: string,
): { csv: string; truncated: boolean } {
  const truncated = rows.length > limit;
  const kept = truncated ? rows.slice(0, limit) : rows;
  return {
    csv: toCsv([header, ...kept, ...(truncated ? [truncatedExportRow(limit, rowName)] : [])]),
    truncated,
  };
}

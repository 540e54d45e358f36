/**
 * CSV (RFC 4180) for the submissions export. Values a visitor typed stay inert text: cells that a
 * spreadsheet would run as a formula (= + - @, tab, return) get a leading apostrophe.
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

export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: unknown[][]): string {
  // A byte order mark so spreadsheet apps read UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

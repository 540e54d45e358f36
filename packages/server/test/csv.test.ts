import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/csv';

/** A reader for what toCsv writes (RFC 4180), to check round trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(toCsv([['a', 'b']])).toBe('\uFEFFa,b\r\n');
  });

  it('flattens lists and likert maps', () => {
    expect(csvCell(['Ada', 'Lovelace'])).toBe('Ada Lovelace');
    expect(csvCell({ q1: 'Yes', q2: ['a', 'b'] })).toBe('q1: Yes; q2: a b');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula %j', (text) => {
    expect(parseCsv(`${csvCell(text)}\r\n`)[0]![0]).toBe(`'${text}`);
  });

  it('round-trips any text that is not a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (rows) => {
          const safe = rows.map((row) =>
            row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `x${cell}` : cell)),
          );
          expect(parseCsv(toCsv(safe).slice(1))).toEqual(safe);
        },
      ),
    );
  });
});

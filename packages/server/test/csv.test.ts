import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, limitedCsv, toCsv } from '../src/csv';

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
    // Quoted: a semicolon locale would split it on the '; '.
    expect(csvCell({ q1: 'Yes', q2: ['a', 'b'] })).toBe('"q1: Yes; q2: a b"');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula %j', (text) => {
    expect(parseCsv(`${csvCell(text)}\r\n`)[0]![0]).toBe(`'${text}`);
  });

  it.each([
    ['a;=cmd|calc', `"a;'=cmd|calc"`],
    ['a,+1', `"a,'+1"`],
    ['a\t-1', `"a\t'-1"`],
    ['a\n@SUM(A1)', `"a\n'@SUM(A1)"`],
    ['a\r=1', `"a\r'=1"`],
    ['x;"=1"', `"x;""'=1"""`],
    ['\t\t=1', `"'\t'\t'=1"`],
    ['=1;+2,-3', `"'=1;'+2,'-3"`],
    ['a; =1', '"a; =1"'],
    ['Smith-Jones a+b x=y', 'Smith-Jones a+b x=y'],
    ['semi;colon', '"semi;colon"'],
  ])('neutralises formulas after every separator: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  /** Every piece a reader could take for a cell: the text split on any separator or line break. */
  const pieces = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));

  it('leaves no piece starting a formula, whichever separator a reader splits on', () => {
    const special = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      ',',
      ';',
      '"',
      "'",
      ' ',
      'a',
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: special, maxLength: 12 }), { maxLength: 4 }),
        (row) => {
          for (const piece of pieces(toCsv([row]).slice(1))) {
            expect(piece, JSON.stringify(row)).not.toMatch(/^[=+\-@]/);
          }
        },
      ),
    );
  });

  /** The model: an apostrophe before each formula start (cell start, or after , ; tab CR LF "). */
  const neutralised = (cell: string) =>
    [...cell]
      .map((char, index) =>
        /[=+\-@\t\r]/.test(char) && (index === 0 || /[,;\t\r\n"]/.test(cell[index - 1]!))
          ? `'${char}`
          : char,
      )
      .join('');

  it('round-trips any text, changed only by an apostrophe before each formula start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (rows) => {
          expect(parseCsv(toCsv(rows).slice(1))).toEqual(rows.map((row) => row.map(neutralised)));
        },
      ),
    );
  });

  it('says in the export when it stopped at its row limit', () => {
    const rows = [['1'], ['2'], ['3'], ['4']];
    expect(limitedCsv(['n'], rows.slice(0, 3), 3, 'submissions')).toEqual({
      csv: '\uFEFFn\r\n1\r\n2\r\n3\r\n',
      truncated: false,
    });
    const note =
      'This export stopped at its limit of 3 rows: only the newest 3 submissions are listed above.';
    expect(limitedCsv(['n'], rows, 3, 'submissions')).toEqual({
      csv: `\uFEFFn\r\n1\r\n2\r\n3\r\n${note}\r\n`,
      truncated: true,
    });
    expect(parseCsv(limitedCsv(['n'], rows, 100_000, 'submissions').csv.slice(1))).toEqual([
      ['n'],
      ...rows,
    ]);
  });

  it('names the rows of each export in its stop row', () => {
    const rows = [['1'], ['2']];
    const lastRow = (rowName: string) =>
      parseCsv(limitedCsv(['n'], rows, 1, rowName).csv.slice(1)).at(-1);
    expect(['order lines', 'consent records'].map(lastRow)).toEqual([
      [
        'This export stopped at its limit of 1 rows: only the newest 1 order lines are listed above.',
      ],
      [
        'This export stopped at its limit of 1 rows: only the newest 1 consent records are listed above.',
      ],
    ]);
  });
});

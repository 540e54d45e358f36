/**
 * The owner's listings share one cursor and one page-size rule (submissions, orders, the consent
 * log): a cursor round-trips, and anything a server did not give answers 400 before any SQL.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import {
  MAX_PAGE_ROWS,
  pageCursorOf,
  pageOf,
  ROW_ID,
  readPageCursor,
  readPageLimit,
} from '../src/owner-listing';

const encode = (text: string) => Buffer.from(text).toString('base64url');
const statusOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.body] : error;
  }
};
const badCursor = [400, { error: 'Query "cursor" is not a cursor this server gave.' }];

describe('readPageLimit', () => {
  it('is 50 when absent and any whole number from 1 to 200', () => {
    expect([readPageLimit(), readPageLimit('1'), readPageLimit('200')]).toEqual([50, 1, 200]);
    expect(MAX_PAGE_ROWS).toBe(200);
  });
  it.each(['0', '201', '-1', '1.5', '', 'ten', '0x10', '1e2', '0200'])('refuses %j', (text) => {
    expect(statusOf(() => readPageLimit(text))).toEqual([
      400,
      { error: 'Query "limit" must be a whole number from 1 to 200.' },
    ]);
  });
});

describe('readPageCursor', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('reads back what pageCursorOf wrote, for each kind of row id', () => {
    const at = '2026-01-02T03:04:05.123456Z';
    expect(readPageCursor(pageCursorOf({ created_text: at, id: 'sub_1' }), ROW_ID.text)).toEqual([
      at,
      'sub_1',
    ]);
    expect(readPageCursor(pageCursorOf({ created_text: at, id: 42 }), ROW_ID.integer)).toEqual([
      at,
      '42',
    ]);
    expect(readPageCursor(pageCursorOf({ created_text: at, id: uuid }), ROW_ID.uuid)).toEqual([
      at,
      uuid,
    ]);
  });
  it('is the first page when absent or empty', () => {
    expect([readPageCursor(undefined, ROW_ID.text), readPageCursor('', ROW_ID.text)]).toEqual([
      [null, null],
      [null, null],
    ]);
  });
  it.each([
    ['an id of another kind', encode('2026-01-02T03:04:05Z|abc'), ROW_ID.integer],
    ['a text id where a uuid is kept', encode('2026-01-02T03:04:05Z|sub_1'), ROW_ID.uuid],
    ['a 19-digit id', encode(`2026-01-02T03:04:05Z|${'9'.repeat(19)}`), ROW_ID.integer],
    ['a day that does not exist', encode('2026-02-30T03:04:05Z|1'), ROW_ID.integer],
    ['year 0', encode('0000-01-02T03:04:05Z|1'), ROW_ID.integer],
    ['no id', encode('2026-01-02T03:04:05Z'), ROW_ID.text],
    ['not base64url', '2026+01/02', ROW_ID.text],
    ['SQL in the id', encode("2026-01-02T03:04:05Z|1' OR 1=1"), ROW_ID.text],
  ])('refuses %s', (_name, cursor, rowId) => {
    expect(statusOf(() => readPageCursor(cursor, rowId))).toEqual(badCursor);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((id) => ({ id, created_text: `2026-01-0${id}T00:00:00.000000Z` }));
  it('cuts the extra row and points the cursor at the last row shown', () => {
    expect(pageOf(rows, 2)).toEqual({
      page: rows.slice(0, 2),
      nextCursor: pageCursorOf(rows[1]!),
    });
  });
  it('has no next cursor on the last page', () => {
    expect(pageOf(rows, 3)).toEqual({ page: rows, nextCursor: null });
  });
});

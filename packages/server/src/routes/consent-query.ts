import { CONSENT_DECISIONS } from '@tessera/runtime';
import { HttpError } from '../http-error';
import { isoTime } from '../iso-time';

/** What the console's consent log asks: a decision and a range of UTC days, both optional. */
export interface ConsentFilter {
  decision: string | null;
  /** First day kept, YYYY-MM-DD (UTC). */
  from: string | null;
  /** Last day kept, YYYY-MM-DD (UTC), included. */
  to: string | null;
}

export interface ConsentRow {
  id: string;
  decision: string;
  banner_version: number;
  source: string;
  visitor: string | null;
  address: string | null;
  purposes: string | null;
  created_at: Date | string;
  created_text: string;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), else a 400 naming the query. */
function readDay(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, { error: `Query "${name}" must be a day written YYYY-MM-DD.` });
  }
  return value;
}

export function readConsentFilter(query: (name: string) => string | undefined): ConsentFilter {
  const decision = query('decision') || null;
  if (decision !== null && !(CONSENT_DECISIONS as readonly string[]).includes(decision)) {
    throw new HttpError(400, { error: 'Query "decision" must be "accepted" or "declined".' });
  }
  const from = readDay(query('from'), 'from');
  const to = readDay(query('to'), 'to');
  if (from && to && from > to) {
    throw new HttpError(400, { error: 'Query "from" must be a day before or equal to "to".' });
  }
  return { decision, from, to };
}

/**
 * Records matching the filter ($1 decision, $2 from, $3 to), newest first, after the cursor
 * ($4 time, $5 id; nulls for the first page), at most $6.
 */
export const consentPageSql = `SELECT id::text AS id, decision, banner_version, source, visitor, address,
  purposes, created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_text
FROM consent_records
WHERE ($1::text IS NULL OR decision = $1::text)
  AND ($2::date IS NULL OR created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC')
  AND ($3::date IS NULL OR created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')
  AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::bigint))
ORDER BY created_at DESC, id DESC
LIMIT $6`;

/** A record as the console lists it: the proof of one decision. */
export function consentRecord(row: ConsentRow) {
  return {
    id: row.id,
    createdAt: isoTime(row.created_at),
    decision: row.decision,
    purposes: row.purposes === null ? null : row.purposes.split(','),
    bannerVersion: Number(row.banner_version),
    source: row.source,
    visitorCookie: row.visitor,
    address: row.address,
  };
}

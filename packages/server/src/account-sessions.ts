import type { Queryable } from './database/database';
import { isoTime } from './iso-time';

/** One login session as its owner sees it: never the token, nor the token's hash. */
export interface SessionSummary {
  /** Opaque id, for DELETE /api/site-users/account/sessions/{id}. */
  id: string;
  createdAt: string;
  /** When the session last made a call (to the minute). */
  lastSeenAt: string;
  rememberMe: boolean;
  expiresAt: string;
  /** Whether this is the session making the call. */
  current: boolean;
}

interface SessionRow {
  public_id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  remember_me: boolean;
  expires_at: Date | string;
}

// Session ids are the database's gen_random_uuid(): anything else names no session, and is never
// sent to the database (a NUL byte would fail the statement on Postgres).
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The account's unexpired sessions, most recently used first. */
export async function listSessions(
  db: Queryable,
  accountId: string,
  currentId: string,
): Promise<SessionSummary[]> {
  const rows = await db.query<SessionRow>(
    `SELECT public_id, created_at, last_seen_at, remember_me, expires_at FROM sessions
     WHERE account_id = $1 AND expires_at > now()
     ORDER BY last_seen_at DESC, created_at DESC, public_id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.public_id,
    createdAt: isoTime(row.created_at),
    lastSeenAt: isoTime(row.last_seen_at),
    rememberMe: row.remember_me,
    expiresAt: isoTime(row.expires_at),
    current: row.public_id === currentId,
  }));
}

/** Ends one of the account's sessions; false when the account has no session of that id. */
export async function revokeSession(
  db: Queryable,
  accountId: string,
  sessionId: string,
): Promise<boolean> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return false;
  const rows = await db.query(
    'DELETE FROM sessions WHERE public_id = $1 AND account_id = $2 RETURNING 1',
    [sessionId, accountId],
  );
  return rows.length > 0;
}

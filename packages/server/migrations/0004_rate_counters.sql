-- Limits shared by every server process on one Postgres (README, "Abuse bounds"). PGlite serves
-- one process and keeps its form and analytics counts in memory; login failures use this
-- database on both.

-- Hits per key in fixed windows (form submissions by address and visitor, analytics rows by
-- client and for the whole site). UNLOGGED: no WAL and no fsync on the hot path; a database
-- crash empties it, which forgets limits, never data. Swept of windows that no longer count.
CREATE UNLOGGED TABLE rate_counters (
  key text NOT NULL,
  window_start bigint NOT NULL,
  window_ms bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Failed logins by account (a hash of the email) and by client address: the delay before the
-- next attempt is heard grows with them; a successful login clears the account's row.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at bigint NOT NULL
);

-- The analytics pruning deletes by age and keeps the newest rows; ids follow insertion order.
CREATE INDEX javascript_errors_created ON javascript_errors (created_at);
CREATE INDEX performance_records_created ON performance_records (created_at);
CREATE INDEX analytics_events_created ON analytics_events (created_at);

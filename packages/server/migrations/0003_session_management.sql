-- Session management (issue 21, ASVS V3): the owner lists and revokes sessions by an opaque id
-- (the primary key is the token's hash and is never shown), and sees when each was last used.
ALTER TABLE sessions ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text;
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
UPDATE sessions SET last_seen_at = created_at;
-- Listing an account's sessions and ending all but one when its password changes.
CREATE INDEX sessions_account ON sessions (account_id);

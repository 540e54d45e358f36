-- Tessera reference server: initial schema. Plain SQL, run once by the migrator (src/migrate.ts)
-- on PGlite and on Postgres alike. Every value a visitor sends is stored as text or jsonb, never
-- spliced into SQL (all statements are parameterised).

-- A secret shared by every server process on this database (form keys are signed with it).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'owner',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  xsrf_token text NOT NULL,
  remember_me boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- One row per accepted submission; form_key is unique so a key used twice stores one row.
CREATE TABLE form_submissions (
  id text PRIMARY KEY,
  form_key text NOT NULL UNIQUE,
  form_id text NOT NULL,
  collection_id text,
  object_name text,
  is_overlay_form boolean NOT NULL DEFAULT false,
  submit_button_text text,
  fields jsonb NOT NULL,
  page jsonb NOT NULL DEFAULT '{}'::jsonb,
  census jsonb NOT NULL DEFAULT '{}'::jsonb,
  visitor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submissions_form_created ON form_submissions (form_id, created_at);

-- Analytics and census calls, one row each (spec 002 §7); payload holds the call's fields.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  source text NOT NULL,
  name text,
  payload jsonb NOT NULL,
  visitor text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_source_created ON analytics_events (source, created_at);

-- Error reports from the page's error reporter (spec 000 §7).
CREATE TABLE javascript_errors (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  message text,
  url text,
  stack text,
  data jsonb NOT NULL,
  reported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Performance records (spec 002 §3): app, data, event, pageLoadId, timestamp.
CREATE TABLE performance_records (
  id bigserial PRIMARY KEY,
  page_load_id text,
  app text,
  event text,
  data jsonb,
  recorded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Site-wide settings edited by the owner: header/footer, multilingual languages.
CREATE TABLE site_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

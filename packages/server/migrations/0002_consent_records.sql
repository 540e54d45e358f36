-- Proof of consent: one row per cookie banner decision (POST /api/consent/record, an addition to
-- the spec's calls made for the consent package).
CREATE TABLE consent_records (
  id bigserial PRIMARY KEY,
  decision text NOT NULL CHECK (decision IN ('accepted', 'declined')),
  banner_version integer NOT NULL,
  source text NOT NULL,
  visitor text,
  address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_records_created ON consent_records (created_at);

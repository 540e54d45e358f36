-- Daily aggregates of the raw analytics rows (issue 16): the reference server rolls up each UTC
-- day from analytics_events, form_submissions and javascript_errors, and keeps these rows when
-- the raw ones are pruned (ANALYTICS_LIMIT_DEFAULTS.keepDays, 390 days).
CREATE TABLE analytics_daily_traffic (
  day date PRIMARY KEY,
  page_views integer NOT NULL,
  visitors integer NOT NULL
);

CREATE TABLE analytics_daily_pages (
  day date NOT NULL,
  path text NOT NULL,
  page_views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, path)
);

CREATE TABLE analytics_daily_referrers (
  day date NOT NULL,
  referrer text NOT NULL,
  page_views integer NOT NULL,
  PRIMARY KEY (day, referrer)
);

CREATE TABLE analytics_daily_forms (
  day date NOT NULL,
  form_id text NOT NULL,
  renders integer NOT NULL,
  submissions integer NOT NULL,
  PRIMARY KEY (day, form_id)
);

CREATE TABLE analytics_daily_errors (
  day date NOT NULL,
  message text NOT NULL,
  reports integer NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (day, message)
);

-- The purposes a consent record grants (issue 20): comma-separated names, 'necessary' first.
-- Records stored before purposes existed keep NULL: their decision alone says what was granted
-- (accepted: every purpose, declined: necessary only).
ALTER TABLE consent_records ADD COLUMN purposes text;

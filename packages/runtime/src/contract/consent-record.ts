/**
 * POST /api/consent/record: the proof of a cookie banner decision (HTTP contract addition,
 * docs/http-contract), sent by @tessera/consent and checked by @tessera/server.
 */

/** POST: the proof of a cookie banner decision (HTTP contract addition, docs/http-contract). */
export const CONSENT_RECORD_PATH = '/api/consent/record';

/** The decisions a consent record may carry. */
export const CONSENT_DECISIONS = ['accepted', 'declined'] as const;
/** Where a consent decision came from: the banner, Global Privacy Control, or code. */
export const CONSENT_SOURCES = ['banner', 'gpc', 'api'] as const;

/** POST /api/consent/record, form-encoded (HTTP contract addition, docs/http-contract). */
export interface ConsentRecordPayload {
  decision: (typeof CONSENT_DECISIONS)[number];
  bannerVersion: number;
  source: (typeof CONSENT_SOURCES)[number];
  /** The visitor record cookie when valid, else '' (spec 000 §5). */
  visitorCookie: string;
  /**
   * The purposes granted, comma-separated with 'necessary' first (e.g.
   * `necessary,functional,analytics`); records made before purposes existed have none.
   */
  purposes?: string;
}

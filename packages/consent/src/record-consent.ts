import { type Api, CONSENT_RECORD_PATH, type ConsentRecordPayload } from '@tessera/runtime';
import type { ConsentDecision, ConsentSource } from './consent-decision';
import { BANNER_VERSION } from './constants';

/** The proof-of-consent record, form-encoded (HTTP contract addition): the runtime's payload. */
export interface ConsentRecord extends ConsentRecordPayload {
  decision: ConsentDecision;
  bannerVersion: typeof BANNER_VERSION;
  source: ConsentSource;
  /** The visitor record cookie (ss_cvr) when it is a valid one, else '' (spec 000 §5). */
  visitorCookie: string;
}

function consentRecord(
  decision: ConsentDecision,
  source: ConsentSource,
  visitorCookie: string | undefined,
): ConsentRecord {
  return { decision, bannerVersion: BANNER_VERSION, source, visitorCookie: visitorCookie ?? '' };
}

/**
 * POSTs the record to /api/consent/record through the data layer. A failure is only warned:
 * the decision itself is already stored in the consent cookie and must not show an error.
 */
export function recordConsent(
  api: Pick<Api, 'post'>,
  decision: ConsentDecision,
  source: ConsentSource,
  visitorCookie: string | undefined,
): Promise<void> {
  const record = consentRecord(decision, source, visitorCookie);
  return api
    .post(CONSENT_RECORD_PATH, record, {
      body: 'form',
      retries: 1,
      keepalive: true,
      onFailure: (error) => console.warn('[tessera] consent record not sent:', error.message),
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

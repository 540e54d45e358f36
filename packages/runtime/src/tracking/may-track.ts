import { type ConsentGateOptions, isConsentGiven } from '../consent/consent-gate';
import type { ConsentPurposeName } from '../consent/consent-purpose';
import { gatePage } from '../consent/gate-page';
import type { PageContext } from '../page-context';
import { currentDocument } from '../read-cookie';
import { trackingExclusion } from './tracking-exclusion';

/**
 * The page context the tracking gate decides on when the caller may track here now (consent to
 * its purpose, 'analytics' unless it says otherwise, given and no exclusion of spec 002 §6), else
 * undefined. What track(), sendPixel() and the visitor cookies ask before doing anything.
 */
export function mayTrack(
  options: ConsentGateOptions,
  pageView = false,
  purpose: ConsentPurposeName = 'analytics',
): PageContext | undefined {
  const doc = options.document ?? currentDocument();
  const page = options.page ?? gatePage(doc);
  const pathname = doc?.defaultView?.location.pathname ?? '/';
  if (trackingExclusion(page, pathname, pageView)) return undefined;
  return isConsentGiven(purpose, { ...options, page }) ? page : undefined;
}

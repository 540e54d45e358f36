/**
 * Analytics events (spec 002 §3, §5, §7, §8): POST /api/v1/events with analyticsId, commonData,
 * customData and customSchemaName, through the tracking gate's decision (consent 'analytics',
 * the exclusions of 002 §6) and the 2,500 ms time-out. The common data: the page's fields
 * (websiteId, templateId, variantId, website_locale, member fields, pageHash, pagePath), the
 * caller's common fields of the right type, the session info and the environment.
 */
import {
  type Api,
  ApiError,
  type ConsentGateOptions,
  EVENTS_SERVICE_PATH,
  mayTrack,
  type PageContext,
  api as pageApi,
  refreshVisitorCookies,
  TRACKING_TIMEOUT_MS,
} from '@tessera/runtime';
import { readVariant } from './ab-variant';
import { readAnalyticsId } from './analytics-id';
import { type CommonFields, splitCommonFields } from './common-fields';
import { environmentOf } from './environment';
import { sessionInfo } from './session-info';

/** One event: its action and other common fields, custom data and the custom schema's name. */
export interface AnalyticsEvent {
  action: string;
  customSchemaName?: string;
  customData?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface AnalyticsEventOptions extends ConsentGateOptions {
  /** The data layer (default the page's). */
  api?: Pick<Api, 'post'>;
}

/** The event source of the site's own events; trackInternal's are 'tessera'. */
export const WEBSITE_EVENT_SOURCE = 'website';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The common fields this page gives every event. */
function pageFields(page: PageContext, view: Window): CommonFields {
  const member = (page as { memberAccount?: { id?: unknown; locale?: unknown } }).memberAccount;
  return {
    websiteId: text(page.website?.id),
    memberAccountId: text(member?.id),
    templateId: text(page.templateId) ?? text(page.website?.templateId),
    variantId: readVariant(view),
    website_locale: text(page.website?.language) ?? (view.document.documentElement.lang || null),
    member_locale: text(member?.locale),
    pageHash: view.location.hash.replace(/^#/, '') || null,
    pagePath: view.location.pathname,
  };
}

/**
 * Sends one analytics event; resolves true when sent, false when the gate dropped it. A failing
 * answer is warned about as 'Error tracking event: HTTP Status {code}' and rejects with it.
 */
export async function trackAnalyticsEvent(
  event: AnalyticsEvent,
  options: AnalyticsEventOptions = {},
): Promise<boolean> {
  const doc = options.document ?? globalThis.document;
  const view = doc?.defaultView;
  const page = view ? mayTrack({ ...options, document: doc }) : undefined;
  if (!view || !page) return false;
  const record = refreshVisitorCookies({ ...options, page, document: doc });
  const { customData = {}, customSchemaName, ...fields } = event;
  const { common, custom } = splitCommonFields({
    event_source: WEBSITE_EVENT_SOURCE,
    ...pageFields(page, view),
    ...fields,
  });
  const body = {
    analyticsId: readAnalyticsId(view).id,
    commonData: {
      ...common,
      ...sessionInfo(record, view.performance.timeOrigin),
      environment: environmentOf(view.location.hostname),
    },
    customData: { ...custom, ...customData },
    ...(customSchemaName === undefined ? {} : { customSchemaName }),
  };
  try {
    await (options.api ?? pageApi).post(EVENTS_SERVICE_PATH, body, {
      timeoutMs: TRACKING_TIMEOUT_MS,
      keepalive: true,
      onFailure: () => {},
    });
    return true;
  } catch (error) {
    const message = `Error tracking event: HTTP Status ${error instanceof ApiError ? error.status : 0}`;
    console.warn(message);
    throw new Error(message, { cause: error });
  }
}

/**
 * Internal analytics (spec 000 §7): an event name and its data, sent as an analytics event of
 * the custom schema 'internal' from the source 'tessera'. Never rejects (analytics failures are
 * swallowed, spec 000 §9).
 */
export function trackInternal(
  name: string,
  data: Record<string, unknown> = {},
  options: AnalyticsEventOptions = {},
): Promise<boolean> {
  return trackAnalyticsEvent(
    { action: name, event_source: 'tessera', customSchemaName: 'internal', customData: data },
    options,
  ).catch(() => false);
}

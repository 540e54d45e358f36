/**
 * The page context (spec 002 §3): what the server knows about the site and the page, read from
 * one JSON script element, `<script type="application/json" id="tessera-context">`.
 * Malformed or missing JSON gives a console warning and an empty context, never a throw; a known
 * field of the wrong shape is dropped with a warning by checkPageContext (./check-page-context),
 * which the blocks that read the fields run, so the loader does not carry it.
 */
import { PAGE_CONTEXT_ELEMENT_ID } from './contract/page-context-element';
import { isJsonObject } from './is-json-object';
import type { PageTypeNumber } from './model/page-types';

export interface CookieBannerSettings {
  isCookieBannerEnabled?: boolean;
  cookieBannerText?: string;
  cookieBannerCtaText?: string;
  cookieBannerOptOutCtaText?: string;
  cookieBannerPosition?: string;
  cookieBannerTheme?: string;
  cookieBannerVariant?: string;
  cookieBannerCtaVariant?: string;
  cookieBannerAcceptType?: string;
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
  isVisitorDataRestricted?: boolean;
  [setting: string]: unknown;
}

export interface PopupOverlaySettings {
  style?: string | number;
  enableMobile?: boolean;
  version?: number;
  showUntilSignup?: boolean;
  /** Days; -1 means never again. */
  displayFrequency?: number;
  [setting: string]: unknown;
}

export interface WebsiteSettings {
  disqusShortname?: string;
  commentsEnabled?: boolean;
  mobileInfoBarSettings?: Record<string, unknown>;
  popupOverlaySettings?: PopupOverlaySettings;
  /** `mode` may be 'disabled'. */
  pinterestOverlayOptions?: { mode?: string; [option: string]: unknown };
  useEscapeKeyToLogin?: boolean;
  captchaSettings?: { siteKey?: string; provider?: string; [setting: string]: unknown };
  storeSettings?: { selectedCurrency?: string; [setting: string]: unknown };
  [setting: string]: unknown;
}

export interface Website {
  id?: string;
  developerMode?: boolean;
  cloneable?: boolean;
  baseUrl?: string;
  typekitId?: string;
  /** The site's default language (BCP 47), reported as website_locale (spec 002 §3). */
  language?: string;
  /** Every language of the site, the default first (spec 002 §7's multilingual list). */
  languages?: string[];
  [field: string]: unknown;
}

export interface PageContext {
  websiteSettings?: WebsiteSettings;
  website?: Website;
  authenticatedAccount?: { id?: string; [field: string]: unknown } | null;
  /** Role names or numbers by account; a viewer role is recognised (spec 002 §6). */
  websiteRoles?: Record<string, unknown>;
  pageType?: PageTypeNumber | number;
  collection?: { id?: string; fullUrl?: string; [field: string]: unknown } | null;
  /** null when the page is not in a collection, as the server writes it. */
  collectionId?: string | null;
  item?: { id?: string; [field: string]: unknown } | null;
  /** null when the page shows no item, as the server writes it. */
  itemId?: string | null;
  showAnnouncementBar?: boolean;
  cookieSettings?: CookieBannerSettings;
  googleFonts?: { includeName: string; [field: string]: unknown }[];
  typekitFonts?: { id: string; variations?: string[]; [field: string]: unknown }[];
  /** Module name mapped to comma-separated js and css lists. */
  rollups?: Record<string, { js?: string; css?: string }>;
  frameRollups?: Record<string, { js?: string; css?: string }>;
  demoCollections?: { collectionId: string }[];
  /** The global tracking disable flag (spec 002 §6): true turns every tracking call off. */
  trackingDisabled?: boolean;
  /**
   * The time the server served the page, signed by it: a form sends it back as `renderStamp`
   * so that the server checks the minimum fill time (issue 20). Opaque to the client.
   */
  formRenderStamp?: string;
  [field: string]: unknown;
}

/**
 * Parses page-context JSON text into an object, unchecked. No text (null or undefined: no
 * element) is `{}` silently, as a static host without a context is a supported setup; text that
 * is not a JSON object gives one warning with the text or the parse error, and `{}`. What the loader runs.
 */
export function parsePageContextObject(
  text: string | null | undefined,
  source: string,
): PageContext {
  if (text === null || text === undefined) return {};
  let value: unknown;
  let problem: unknown = text;
  try {
    value = JSON.parse(text);
  } catch (error) {
    problem = error;
  }
  if (isJsonObject(value)) return value as PageContext;
  // The text, or the parser's error naming where it failed, beside the message (the loader's
  // bytes: no wording per case).
  console.warn(`[tessera] The ${source} is not a JSON object: using an empty context.`, problem);
  return {};
}

/** Where the runtime reads the page context from: only a JSON script element counts, so user
 * content with the same id cannot stand in for it. */
export const PAGE_CONTEXT_SOURCE = `page context (script#${PAGE_CONTEXT_ELEMENT_ID})`;

/** Reads `#tessera-context` in `doc`, unchecked (the loader's reader; see checkPageContext). */
export function readPageContextObject(doc: Document): PageContext {
  const element = doc.querySelector(`script[type="application/json"]#${PAGE_CONTEXT_ELEMENT_ID}`);
  return parsePageContextObject(element?.textContent, PAGE_CONTEXT_SOURCE);
}

/**
 * The page context (spec 002 §3): what the server knows about the site and the page, read from
 * one JSON script element, `<script type="application/json" id="tessera-context">`.
 * Malformed or missing JSON gives a console warning and an empty context, never a throw.
 */
import { isJsonObject } from './is-json-object';
import type { PageTypeNumber } from './model/page-types';

/** The element id the runtime reads the page context from. */
export const PAGE_CONTEXT_ELEMENT_ID = 'tessera-context';

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
  collectionId?: string;
  item?: { id?: string; [field: string]: unknown } | null;
  itemId?: string;
  showAnnouncementBar?: boolean;
  cookieSettings?: CookieBannerSettings;
  googleFonts?: { includeName: string; [field: string]: unknown }[];
  typekitFonts?: { id: string; variations?: string[]; [field: string]: unknown }[];
  /** Module name mapped to comma-separated js and css lists. */
  rollups?: Record<string, { js?: string; css?: string }>;
  frameRollups?: Record<string, { js?: string; css?: string }>;
  demoCollections?: { collectionId: string }[];
  [field: string]: unknown;
}

/** The shape each known top-level field must have; a field of the wrong shape is dropped. */
const FIELD_SHAPES: [
  shape: 'object' | 'array' | 'number' | 'boolean' | 'string',
  fields: string[],
][] = [
  [
    'object',
    ['websiteSettings', 'website', 'websiteRoles', 'cookieSettings', 'rollups', 'frameRollups'],
  ],
  ['array', ['googleFonts', 'typekitFonts', 'demoCollections']],
  ['number', ['pageType']],
  ['boolean', ['showAnnouncementBar']],
  ['string', ['collectionId', 'itemId']],
];

function hasShape(value: unknown, shape: string): boolean {
  if (shape === 'object') return isJsonObject(value);
  if (shape === 'array') return Array.isArray(value);
  return typeof value === shape;
}

/**
 * Parses page-context JSON text. Anything that is not a JSON object gives a warning and `{}`.
 * `source` names where the text came from, for the warning.
 */
export function parsePageContext(
  text: string | null | undefined,
  source = 'page context',
): PageContext {
  const empty = (reason: string) => {
    console.warn(`[tessera] The ${source} ${reason}: using an empty context.`);
    return {};
  };
  if (text == null || text.trim() === '') return empty('is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return empty(`is not valid JSON (${(error as Error).message})`);
  }
  if (!isJsonObject(value)) return empty('must be a JSON object');
  for (const [shape, fields] of FIELD_SHAPES) {
    for (const field of fields) {
      if (field in value && value[field] !== null && !hasShape(value[field], shape)) {
        console.warn(`[tessera] The ${source} field "${field}" must be a JSON ${shape}: ignored.`);
        delete value[field];
      }
    }
  }
  return value as PageContext;
}

/** Reads the page context from `#tessera-context` in `doc`. */
export function readPageContext(doc: Document = document): PageContext {
  // Only a JSON script element counts, so user content with the same id cannot stand in for it.
  const element = doc.querySelector(`script[type="application/json"]#${PAGE_CONTEXT_ELEMENT_ID}`);
  return parsePageContext(element?.textContent, `page context (script#${PAGE_CONTEXT_ELEMENT_ID})`);
}

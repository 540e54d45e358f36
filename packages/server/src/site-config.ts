import { readFile } from 'node:fs/promises';
import { FORM_FIELD_TYPES, type FormFieldType, isJsonObject } from '@tessera/runtime';
import { parseStoreConfig, type StoreConfig } from './commerce/store-config';
import { PAGE_ACCESS_VALUES, type PageAccess } from './page-access';
import {
  type ContentSecuritySources,
  checkConsoleOrigin,
  checkContentSecuritySources,
} from './security-headers';

/**
 * The site's configuration (examples/site/site.json): what the page context is built from and
 * where form definitions and the rate limit come from.
 */
export type { FormFieldType };

export interface FormFieldDefinition {
  id: string;
  type: FormFieldType;
  title: string;
  required?: boolean;
  maxLength?: number;
  /** Choices of radio, checkbox and select fields; questions of likert fields. */
  options?: string[];
  [setting: string]: unknown;
}

export interface FormDefinition {
  name: string;
  newsletter: boolean;
  successUrl: string | null;
  captcha: boolean;
  fields: FormFieldDefinition[];
  [setting: string]: unknown;
}

export interface PageDefinition {
  id: string;
  title: string;
  pageType: number;
  collection?: { id: string; [field: string]: unknown };
  item?: { id: string; [field: string]: unknown };
  /** The page's own page-context fields, over the site's (showAnnouncementBar, googleFonts, …). */
  context?: Record<string, unknown>;
  /** Who may see it: 'public' (default), 'members' (any logged-in account), 'locked'
   * (contributors only). Others get 403 and the spec's words, never the page (page-access.ts). */
  access?: PageAccess;
  [field: string]: unknown;
}

export interface RateLimit {
  /** Submissions allowed per visitor (ss_cvr id) within the window; 0 turns the limit off. */
  max: number;
  windowSeconds: number;
  /** Submissions allowed per client address (IPv6: per /64) within the window. Default `max`. */
  addressMax?: number;
}

export interface SiteConfig {
  website: Record<string, unknown>;
  websiteSettings: Record<string, unknown>;
  cookieSettings: Record<string, unknown>;
  currency: string;
  rateLimit: RateLimit;
  forms: Record<string, FormDefinition>;
  products: Record<string, unknown>[];
  /** The storefront: catalogue, coupons, shipping and tax (commerce/store-config.ts). */
  store: StoreConfig;
  /** Pages by file name (index.html). */
  pages: Record<string, PageDefinition>;
  /** Default header and footer HTML (GET /api/site-header-footer before the owner edits them). */
  headerFooter?: { header: string; footer: string };
  /** Languages for /api/multilingual (BCP 47 tags); the first is the default. */
  languages?: string[];
  /** The owner's console origin, allowed to frame the site (CSP frame-ancestors). */
  consoleOrigin?: string;
  /** Sources added to the Content-Security-Policy, by directive (captcha, maps, video). */
  contentSecurityPolicy?: ContentSecuritySources;
}

/** Form field types as the shared model lists them (spec 002 §3). */
const fieldTypes = new Set<string>(FORM_FIELD_TYPES);

/** Checks the parts the server relies on; names the file, the path and what was expected. */
export function parseSiteConfig(json: unknown, source = 'site.json'): SiteConfig {
  const fail = (path: string, expected: string): never => {
    throw new Error(`${source}: ${path} must be ${expected}`);
  };
  if (!isJsonObject(json)) fail('the document', 'a JSON object');
  const config = json as Record<string, unknown>;
  const forms = config.forms ?? {};
  if (!isJsonObject(forms)) fail('forms', 'an object of form definitions by id');
  for (const [formId, form] of Object.entries(forms as Record<string, unknown>)) {
    if (!isJsonObject(form)) fail(`forms.${formId}`, 'an object');
    const fields = (form as Record<string, unknown>).fields;
    if (!Array.isArray(fields)) fail(`forms.${formId}.fields`, 'an array');
    for (const [index, field] of (fields as unknown[]).entries()) {
      const at = `forms.${formId}.fields[${index}]`;
      if (!isJsonObject(field) || typeof field.id !== 'string' || field.id === '') {
        fail(`${at}.id`, 'a non-empty string');
      }
      const { type, maxLength } = field as Record<string, unknown>;
      if (typeof type !== 'string' || !fieldTypes.has(type)) {
        fail(`${at}.type`, `one of ${[...fieldTypes].join(', ')}`);
      }
      if (maxLength !== undefined && (typeof maxLength !== 'number' || maxLength < 0)) {
        fail(`${at}.maxLength`, 'a number of characters');
      }
    }
  }
  const pages = isJsonObject(config.pages) ? config.pages : {};
  // A page's id is its key in the analytics, the census and the console: two pages under one id
  // would have their figures mixed.
  const pageById = new Map<unknown, string>();
  for (const [name, page] of Object.entries(pages)) {
    const { access, id } = isJsonObject(page) ? page : {};
    if (access !== undefined && !PAGE_ACCESS_VALUES.includes(access as PageAccess)) {
      fail(`pages.${name}.access`, `one of ${PAGE_ACCESS_VALUES.join(', ')}`);
    }
    const first = pageById.get(id);
    if (id !== undefined && first !== undefined) {
      fail(`pages.${name}.id`, `another id than pages.${first}.id (${JSON.stringify(id)})`);
    }
    pageById.set(id, name);
  }
  const rateLimit = config.rateLimit ?? { max: 5, windowSeconds: 60 };
  if (
    !isJsonObject(rateLimit) ||
    typeof rateLimit.max !== 'number' ||
    typeof rateLimit.windowSeconds !== 'number' ||
    !['number', 'undefined'].includes(typeof rateLimit.addressMax)
  ) {
    fail('rateLimit', '{ "max": number, "windowSeconds": number, "addressMax"?: number }');
  }
  return {
    website: isJsonObject(config.website) ? config.website : {},
    websiteSettings: isJsonObject(config.websiteSettings) ? config.websiteSettings : {},
    cookieSettings: isJsonObject(config.cookieSettings) ? config.cookieSettings : {},
    currency: typeof config.currency === 'string' ? config.currency : 'USD',
    rateLimit: rateLimit as RateLimit,
    forms: forms as Record<string, FormDefinition>,
    products: Array.isArray(config.products) ? (config.products as Record<string, unknown>[]) : [],
    store: parseStoreConfig(config.store, source),
    pages: pages as Record<string, PageDefinition>,
    headerFooter: isJsonObject(config.headerFooter)
      ? (config.headerFooter as { header: string; footer: string })
      : undefined,
    languages: Array.isArray(config.languages) ? (config.languages as string[]) : undefined,
    ...securitySettings(config, source),
  };
}

function securitySettings(config: Record<string, unknown>, source: string) {
  const { consoleOrigin, contentSecurityPolicy } = config;
  return {
    ...(consoleOrigin === undefined
      ? {}
      : { consoleOrigin: checkConsoleOrigin(consoleOrigin, `${source}: consoleOrigin`) }),
    ...(contentSecurityPolicy === undefined
      ? {}
      : {
          contentSecurityPolicy: checkContentSecuritySources(
            contentSecurityPolicy,
            `${source}: contentSecurityPolicy`,
          ),
        }),
  };
}

export async function loadSiteConfig(file: string): Promise<SiteConfig> {
  return parseSiteConfig(JSON.parse(await readFile(file, 'utf8')), file);
}

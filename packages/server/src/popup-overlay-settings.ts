import { SettingChecks, settingMessages } from './setting-checks';
import type { SiteConfig } from './site-config';

const TEXTS = [
  ['title', 200, true],
  ['body', 2000, false],
  ['image', 500, false],
  ['imageAlt', 200, false],
  ['submitButtonText', 100, false],
  ['successMessage', 500, false],
] as const;

const KNOWN = [
  'style',
  'enableMobile',
  'version',
  'showUntilSignup',
  'displayFrequency',
  'delaySeconds',
  'showOnPages',
  'formId',
  'bumpVersion',
  ...TEXTS.map(([name]) => name),
];

/** The longest values the schedule takes: ten years between showings, an hour's delay. */
const MAX_FREQUENCY_DAYS = 3650;
const MAX_DELAY_SECONDS = 3600;

function readPages(checks: SettingChecks, site: SiteConfig): string[] | undefined {
  const value = checks.fields.showOnPages;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 500) {
    return checks.fail('showOnPages', 'Must be a list of the site’s pages.');
  }
  const unknown = value.find(
    (page) => typeof page !== 'string' || !Object.hasOwn(site.pages, page),
  );
  if (unknown !== undefined) return checks.fail('showOnPages', settingMessages.notAPage(unknown));
  return [...new Set(value as string[])];
}

function readFormId(checks: SettingChecks, site: SiteConfig): string | null | undefined {
  const value = checks.fields.formId;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && Object.hasOwn(site.forms, value)) return value;
  return checks.fail('formId', settingMessages.notAnOption(value));
}

/**
 * popupOverlaySettings as the console saves them (spec 000 §3, 002 §3, and the reference
 * server's schedule: delaySeconds, showOnPages): 400 with field errors. `version` is the
 * server's: the one saved before, plus one with `bumpVersion: true` (visitors who closed the
 * popup see it again); a version in the body is not taken.
 */
export function readPopupOverlaySettings(
  body: unknown,
  site: SiteConfig,
  currentVersion: number,
): Record<string, unknown> {
  const checks = new SettingChecks(body, KNOWN);
  const style = checks.fields.style;
  // The layout's name or number (site.json has `"style": 1`), passed through as data-style.
  const styleValid =
    (typeof style === 'string' && style.length <= 50) ||
    (typeof style === 'number' && Number.isInteger(style) && style >= 0 && style <= 1000);
  if (style !== undefined && !styleValid) checks.fail('style', settingMessages.notAnOption(style));
  const bump = checks.fields.bumpVersion;
  if (bump !== undefined && typeof bump !== 'boolean') {
    checks.fail('bumpVersion', settingMessages.notBoolean);
  }
  const settings: Record<string, unknown> = {
    ...(styleValid ? { style } : {}),
    enableMobile: checks.boolean('enableMobile'),
    showUntilSignup: checks.boolean('showUntilSignup'),
    displayFrequency: checks.wholeNumber('displayFrequency', -1, MAX_FREQUENCY_DAYS),
    delaySeconds: checks.wholeNumber('delaySeconds', 0, MAX_DELAY_SECONDS),
    // null: every page (a saved list replaces site.json's whole, so all pages must be said).
    showOnPages: readPages(checks, site) ?? null,
    formId: readFormId(checks, site),
    version: bump === true ? currentVersion + 1 : currentVersion,
  };
  for (const [name, max, required] of TEXTS) settings[name] = checks.text(name, max, required);
  checks.done();
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

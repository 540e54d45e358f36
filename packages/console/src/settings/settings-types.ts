import {
  type CookieSettings,
  normalizeCookieSettings,
  normalizePopupSettings,
  type PopupSettings,
} from '@tessera/consent';

/** The popup's words and form (the reference server's popup, docs/http-contract). */
const POPUP_TEXTS = [
  'title',
  'body',
  'image',
  'imageAlt',
  'submitButtonText',
  'successMessage',
  'formId',
] as const;

export type PopupText = (typeof POPUP_TEXTS)[number];

export type ConsolePopup = PopupSettings & Record<PopupText, string>;

/** The settings as the console edits them: every field present, as the next page load reads it. */
export interface ConsoleSettings {
  cookieSettings: CookieSettings;
  popupOverlaySettings: ConsolePopup;
  headerFooter: { header: string; footer: string };
  /** The site's languages: the default, and every available one (the default first). */
  languages: { defaultLanguage: string; languages: string[] };
}

/** The languages as the server answers them, the default among them (en-US when none). */
function readLanguages(raw: { defaultLanguage?: unknown; languages?: unknown } | undefined) {
  const listed = Array.isArray(raw?.languages) ? raw.languages : [];
  const languages = listed.filter((tag): tag is string => typeof tag === 'string');
  const wanted = typeof raw?.defaultLanguage === 'string' ? raw.defaultLanguage : languages[0];
  const defaultLanguage = wanted ?? 'en-US';
  return {
    defaultLanguage,
    languages: languages.includes(defaultLanguage) ? languages : [defaultLanguage, ...languages],
  };
}

/**
 * GET /api/console/settings answers what site.json and the owner's saves hold, which may leave
 * settings out or hold them in an older form (a numeric style, an API-form twin that disagrees).
 * The form starts from what the page would show: the consent package's own resolution, so the
 * first save is the banner and popup visitors already see, complete and consistent.
 */
export function readConsoleSettings(raw: {
  cookieSettings?: unknown;
  popupOverlaySettings?: unknown;
  headerFooter?: { header?: unknown; footer?: unknown };
  languages?: { defaultLanguage?: unknown; languages?: unknown };
}): ConsoleSettings {
  const popup = (raw.popupOverlaySettings ?? {}) as Record<string, unknown>;
  const texts = Object.fromEntries(
    POPUP_TEXTS.map((name) => [name, typeof popup[name] === 'string' ? popup[name] : '']),
  ) as Record<PopupText, string>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    cookieSettings: normalizeCookieSettings(raw.cookieSettings),
    popupOverlaySettings: { ...normalizePopupSettings(popup), ...texts },
    headerFooter: {
      header: text(raw.headerFooter?.header),
      footer: text(raw.headerFooter?.footer),
    },
    languages: readLanguages(raw.languages),
  };
}

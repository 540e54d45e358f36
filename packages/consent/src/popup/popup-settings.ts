/** The popup overlay settings (spec 000 §3, spec 002 §3), every field resolved. */
export interface PopupSettings {
  /** The layout the site chose; passed through as the dialog's data-style. Default 'default'. */
  style: string;
  /** Shown on phones (viewport at most 432 px, spec 002 §9). Default true. */
  enableMobile: boolean;
  /** Raising it shows the popup again to visitors who closed an older version. Default 1. */
  version: number;
  /** Once the visitor signed up, never show it again. Default false. */
  showUntilSignup: boolean;
  /** Days until it returns after a close; -1 means never again. Default 1. */
  displayFrequency: number;
  /** Beyond the spec (reference server): seconds after load before it shows. Default 0. */
  delaySeconds: number;
  /** Beyond the spec (reference server): the pages it shows on, e.g. 'index.html'; default all. */
  showOnPages: string[] | undefined;
}

export const POPUP_DEFAULTS: PopupSettings = {
  style: 'default',
  enableMobile: true,
  version: 1,
  showUntilSignup: false,
  displayFrequency: 1,
  delaySeconds: 0,
  showOnPages: undefined,
};

/** The longest delay setTimeout can wait (2^31 − 1 ms); a longer one fires at once. */
const MAX_DELAY_SECONDS = 2_147_483;

function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Resolves raw popupOverlaySettings to a complete object; never throws. */
export function normalizePopupSettings(input: unknown): PopupSettings {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const style = raw.style;
  const frequency = finiteNumber(raw.displayFrequency);
  return {
    style:
      typeof style === 'string' && style.trim() !== ''
        ? style.trim()
        : typeof style === 'number'
          ? String(style)
          : POPUP_DEFAULTS.style,
    enableMobile:
      typeof raw.enableMobile === 'boolean' ? raw.enableMobile : POPUP_DEFAULTS.enableMobile,
    version: finiteNumber(raw.version) ?? POPUP_DEFAULTS.version,
    showUntilSignup:
      typeof raw.showUntilSignup === 'boolean'
        ? raw.showUntilSignup
        : POPUP_DEFAULTS.showUntilSignup,
    // Any negative frequency means "never again", as -1 does (spec 000 §3).
    displayFrequency:
      frequency === undefined ? POPUP_DEFAULTS.displayFrequency : frequency < 0 ? -1 : frequency,
    delaySeconds: Math.min(
      MAX_DELAY_SECONDS,
      Math.max(0, finiteNumber(raw.delaySeconds) ?? POPUP_DEFAULTS.delaySeconds),
    ),
    showOnPages: Array.isArray(raw.showOnPages)
      ? raw.showOnPages.filter((page): page is string => typeof page === 'string')
      : POPUP_DEFAULTS.showOnPages,
  };
}

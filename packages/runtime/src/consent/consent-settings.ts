import { isJsonObject } from '../is-json-object';

/** The id of the markup configuration: `<script type="application/json" id="tessera-consent">`. */
export const CONSENT_CONFIG_ELEMENT_ID = 'tessera-consent';

/**
 * What a site without page-context cookieSettings gets before its own configuration: a banner,
 * with Accept and Reject of equal weight (buttons, OPT_IN_AND_OUT). The spec's defaults (no
 * banner, ICON, OPT_IN) stay available by setting them.
 */
export const MARKUP_CONSENT_DEFAULTS: Readonly<Record<string, unknown>> = {
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
};

/** The last parse of each configuration element, so a malformed one warns once. */
const parsed = new WeakMap<Element, { text: string | null; config: Record<string, unknown> }>();

/**
 * The markup configuration (`#tessera-consent`, a JSON object), or {} when the page has none.
 * Malformed JSON, or JSON that is not an object, warns once and reads as {} (the safe default).
 */
export function readConsentConfig(doc: Document | undefined): Record<string, unknown> {
  const element = doc?.querySelector(
    `script[type="application/json"]#${CONSENT_CONFIG_ELEMENT_ID}`,
  );
  if (!element) return {};
  const text = element.textContent;
  const known = parsed.get(element);
  if (known && known.text === text) return known.config;
  let value: unknown;
  let problem: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch (error) {
    problem = error;
  }
  const config = isJsonObject(value) ? value : {};
  if (config !== value) {
    console.warn(
      `[tessera] The consent configuration (script#${CONSENT_CONFIG_ELEMENT_ID}) is not a JSON object: using the safe default (every gated element waits for an acceptance). See docs/markup.md#consent-configuration.`,
      problem ?? value,
    );
  }
  parsed.set(element, { text, config });
  return config;
}

/**
 * The consent settings a page acts on, raw: the page context's cookieSettings when it has them
 * (the markup configuration fills in what they leave out, such as `purposes`); else the markup
 * configuration over MARKUP_CONSENT_DEFAULTS.
 */
export function readConsentSettings(
  cookieSettings: unknown,
  doc: Document | undefined,
): Record<string, unknown> {
  const config = readConsentConfig(doc);
  if (isJsonObject(cookieSettings)) return { ...config, ...cookieSettings };
  return { ...MARKUP_CONSENT_DEFAULTS, ...config };
}

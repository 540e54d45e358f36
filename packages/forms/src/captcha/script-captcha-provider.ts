/**
 * reCAPTCHA, hCaptcha and Turnstile share one explicit-render API:
 * `render(container, { sitekey, size, callback, 'expired-callback' })` returning a widget id,
 * then `getResponse(id)`, `reset(id)` and (hCaptcha, Turnstile) `remove(id)`. One factory
 * builds a provider for each from its script URL and global name.
 */
import type { CaptchaProvider, CaptchaWidget } from './captcha-provider';
import { loadScript } from './load-script';

type WidgetId = string | number;

/** The part of the providers' global objects we use. */
interface ExplicitRenderApi {
  render(container: HTMLElement, parameters: Record<string, unknown>): WidgetId;
  getResponse(id?: WidgetId): string | undefined;
  reset(id?: WidgetId): void;
  remove?(id: WidgetId): void;
}

export interface ScriptCaptchaProviderOptions {
  name: string;
  /** The script URL, given the name of the global onload callback. */
  scriptUrl(callbackName: string): string;
  /** The global the script defines (grecaptcha, hcaptcha, turnstile). */
  globalName: string;
}

export function createScriptCaptchaProvider(
  options: ScriptCaptchaProviderOptions,
): CaptchaProvider {
  return {
    name: options.name,
    async render(container, { siteKey, size, onSolved, onExpired }): Promise<CaptchaWidget> {
      const doc = container.ownerDocument;
      await loadScript(doc, options.name, options.scriptUrl);
      const view = doc.defaultView as (Window & Record<string, unknown>) | null;
      const provider = view?.[options.globalName] as ExplicitRenderApi | undefined;
      if (!provider) throw new Error(`The captcha script did not define ${options.globalName}.`);
      const id = provider.render(container, {
        sitekey: siteKey,
        size,
        callback: (token: string) => onSolved(token),
        'expired-callback': () => onExpired(),
      });
      return {
        getResponse: () => provider.getResponse(id) ?? '',
        reset: () => provider.reset(id),
        destroy() {
          if (provider.remove) provider.remove(id);
          container.replaceChildren();
        },
      };
    },
  };
}

/** Google reCAPTCHA v2 (the default). */
export const recaptchaProvider: CaptchaProvider = /* @__PURE__ */ createScriptCaptchaProvider({
  name: 'recaptcha',
  globalName: 'grecaptcha',
  scriptUrl: (onload) => `https://www.google.com/recaptcha/api.js?onload=${onload}&render=explicit`,
});

export const hcaptchaProvider: CaptchaProvider = /* @__PURE__ */ createScriptCaptchaProvider({
  name: 'hcaptcha',
  globalName: 'hcaptcha',
  scriptUrl: (onload) => `https://js.hcaptcha.com/1/api.js?onload=${onload}&render=explicit`,
});

/** Cloudflare Turnstile. */
export const turnstileProvider: CaptchaProvider = /* @__PURE__ */ createScriptCaptchaProvider({
  name: 'turnstile',
  globalName: 'turnstile',
  scriptUrl: (onload) =>
    `https://challenges.cloudflare.com/turnstile/v0/api.js?onload=${onload}&render=explicit`,
});

/** The providers the site's captcha settings may name; reCAPTCHA when none is named. */
export const captchaProviders: Readonly<Record<string, CaptchaProvider>> = {
  recaptcha: recaptchaProvider,
  hcaptcha: hcaptchaProvider,
  turnstile: turnstileProvider,
};

/**
 * The form's captcha container (spec 000 §4/§5): the markup's `[data-form-captcha]`, or one
 * created before the submit button when the options ask for a captcha; the widget rendered into
 * it with the site key and provider of the page context's captcha settings.
 */
import type { CleanupStore } from '@tessera/runtime';
import type { CaptchaProvider } from './captcha/captcha-provider';
import { anatomy } from './form-anatomy';
import { type FormCaptcha, mountCaptcha } from './form-captcha';

export interface CaptchaSettings {
  siteKey?: string;
  provider?: string;
  [setting: string]: unknown;
}

export interface CaptchaDeps {
  pageContext: { websiteSettings?: { captchaSettings?: CaptchaSettings } };
  /** Captcha providers by the name in the site's captcha settings. */
  captchaProviders?: Readonly<Record<string, CaptchaProvider>>;
}

/** The mounted captcha, or undefined (with a warning when one was asked for but cannot be). */
export function attachFormCaptcha(
  form: HTMLFormElement,
  button: Element | null,
  wanted: boolean,
  deps: CaptchaDeps,
  store: CleanupStore,
  onChange: (solved: boolean) => void,
): FormCaptcha | undefined {
  let container = form.querySelector<HTMLElement>(`[${anatomy.captcha}]`);
  if (!container && wanted) {
    container = form.ownerDocument.createElement('div');
    container.setAttribute(anatomy.captcha, '');
    if (button && form.contains(button)) button.before(container);
    else form.append(container);
    store.add(container.remove.bind(container));
  }
  if (!container) return undefined;
  const settings = deps.pageContext.websiteSettings?.captchaSettings;
  const providers = deps.captchaProviders ?? {};
  const siteKey = typeof settings?.siteKey === 'string' ? settings.siteKey : '';
  const providerName = typeof settings?.provider === 'string' ? settings.provider : 'recaptcha';
  // Own keys only: a provider named "constructor" or "__proto__" must not reach Object's.
  const provider = Object.hasOwn(providers, providerName) ? providers[providerName] : undefined;
  if (siteKey === '' || !provider) {
    console.warn(
      siteKey === ''
        ? '[tessera] form: a captcha container is present but the page context has no websiteSettings.captchaSettings.siteKey; the form goes without a captcha.'
        : `[tessera] form: unknown captcha provider "${providerName}"; the form goes without a captcha.`,
    );
    return undefined;
  }
  const mounted = mountCaptcha(container, provider, siteKey, onChange);
  store.add(mounted.destroy);
  return mounted;
}

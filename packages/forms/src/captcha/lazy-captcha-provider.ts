/**
 * A provider whose code is imported on first render: forms without a captcha (most of them)
 * never download the provider code (DESIGN: load UI only when needed).
 */
import type { CaptchaProvider } from './captcha-provider';

export const CAPTCHA_PROVIDER_NAMES = ['recaptcha', 'hcaptcha', 'turnstile'] as const;

export function lazyCaptchaProvider(
  name: string,
  load: () => Promise<Readonly<Record<string, CaptchaProvider>>>,
): CaptchaProvider {
  return {
    name,
    async render(container, options) {
      const provider = (await load())[name];
      if (!provider) throw new Error(`No captcha provider named "${name}".`);
      return provider.render(container, options);
    },
  };
}

/** reCAPTCHA, hCaptcha and Turnstile, each loaded on first use. */
export function lazyCaptchaProviders(): Readonly<Record<string, CaptchaProvider>> {
  const load = () => import('./script-captcha-provider').then((module) => module.captchaProviders);
  return Object.fromEntries(
    CAPTCHA_PROVIDER_NAMES.map((name) => [name, lazyCaptchaProvider(name, load)]),
  );
}
